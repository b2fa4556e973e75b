import { describe, expect, it } from "vitest";
import { contentTypeFor, opensInline } from "./names";
import { displayName, numberedName, safeFileName } from "@core/shared/file-names";
import { contentDisposition } from "@core/server/http/content-disposition";

describe("file names", () => {
  it("keeps the user's own name for display, minus invisible characters", () => {
    expect(displayName("Beleidsplan 2025.docx")).toBe("Beleidsplan 2025.docx");
    expect(displayName("../../etc/passwd")).toBe("../../etc/passwd");
    expect(displayName("a\u0000b\tc\u202eexe.pdf")).toBe("ab cexe.pdf");
    expect(displayName("   ")).toBe("naamloos");
    expect(displayName("Cafe\u0301.pdf")).toBe("Café.pdf");
  });

  it("makes a name safe for a file system: no separators, reserved characters or dot segments", () => {
    expect(safeFileName("../../etc/passwd")).toBe("etc_passwd");
    expect(safeFileName("..\\..\\windows\\win.ini")).toBe("windows_win.ini");
    expect(safeFileName('a<b>c:d"e|f?g*.txt')).toBe("a_b_c_d_e_f_g_.txt");
    expect(safeFileName("..")).toBe("bestand");
    expect(safeFileName(" .verborgen. ")).toBe("verborgen");
    expect(safeFileName("Notulen ✓ überleg.pdf")).toBe("Notulen ✓ überleg.pdf");
  });

  it("keeps names within 255 UTF-8 bytes without splitting a character, keeping the extension", () => {
    const long = displayName("ë".repeat(300) + ".pdf");
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(255);
    expect(long.endsWith("ë.pdf")).toBe(true);
    const numbered = numberedName(long, 12);
    expect(Buffer.byteLength(numbered)).toBeLessThanOrEqual(255);
    expect(numbered.endsWith(" (12).pdf")).toBe(true);
  });

  it("numbers a second upload of the same name before the extension", () => {
    expect(numberedName("rapport.pdf", 1)).toBe("rapport.pdf");
    expect(numberedName("rapport.pdf", 2)).toBe("rapport (2).pdf");
    expect(numberedName("LEESMIJ", 3)).toBe("LEESMIJ (3)");
    expect(numberedName(".env", 2)).toBe(".env (2)");
  });

  it("takes the content type from the extension, not from the browser's claim", () => {
    expect(contentTypeFor("plan.PDF", "text/html")).toBe("application/pdf");
    expect(contentTypeFor("data.xyz", "application/x-custom")).toBe("application/x-custom");
    expect(contentTypeFor("data.xyz", "text/html")).toBe("application/octet-stream");
    expect(contentTypeFor("data.xyz", "not a type")).toBe("application/octet-stream");
    expect(opensInline("application/pdf")).toBe(true);
    expect(opensInline("image/svg+xml")).toBe(false);
    expect(opensInline("text/html; charset=utf-8")).toBe(false);
  });

  it("writes Content-Disposition with an ASCII fallback and the UTF-8 name", () => {
    expect(contentDisposition("attachment", "Überleg 100% (def).pdf")).toBe(
      `attachment; filename="Uberleg 100_ (def).pdf"; filename*=UTF-8''%C3%9Cberleg%20100%25%20%28def%29.pdf`,
    );
    expect(contentDisposition("inline", 'a"b\\c.pdf')).toBe(`inline; filename="a_b_c.pdf"; filename*=UTF-8''a_b_c.pdf`);
  });
});
