/** The handbook's API calls: the model for the view, and the exports as downloads. */
import { queryOptions } from "@tanstack/react-query";
import { api, ApiRequestError } from "@/lib/api";
import type { Handbook } from "../../../shared/handbook";
import { handbookMessages } from "./messages";

export const handbookQuery = queryOptions({
  queryKey: ["handbook"],
  queryFn: () => api<Handbook>("GET", "/api/handbook"),
  // Always the newest texts when the page opens.
  staleTime: 0,
});

export type ExportFormat = "pdf" | "docx";

/** The file name the server gave (Content-Disposition filename*), or undefined. */
function fileNameOf(res: Response): string | undefined {
  const header = res.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * Fetches an export and saves it under the server's file name. Fetched rather than followed as a
 * link, so the page can show progress while the server generates and a Dutch message when it fails.
 */
export async function downloadHandbook(format: ExportFormat): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`/api/handbook/export.${format}`, { credentials: "same-origin" });
  } catch {
    throw new ApiRequestError(0, "network", handbookMessages.network);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
    throw new ApiRequestError(
      res.status,
      body?.code ?? `http_${res.status}`,
      body?.message ?? handbookMessages.exportFailed,
      body,
    );
  }
  const blob = await res.blob();
  const name = fileNameOf(res) ?? `Kwaliteitshandboek.${format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
