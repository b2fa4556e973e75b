/** The Content-Disposition header of a download, under a name safe for any file system. */
import { safeFileName } from "@core/shared/file-names";

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 5987). */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const safe = safeFileName(name);
  const ascii =
    safe
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\%]/g, "_")
      .trim() || "bestand";
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
