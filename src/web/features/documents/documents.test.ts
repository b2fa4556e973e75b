import { describe, expect, it } from "vitest";
import type { StoredFileDto } from "../../../shared/documents";
import { nextChunkSize, uploadChunkMaxBytes } from "../../../shared/documents";
import { limits } from "../../../shared/limits";
import { formatFileSize, formatUploadedAt } from "./format";
import { initialSort, nextSort, sortFiles } from "./sorting";

const file = (name: string, uploadedAt: string): StoredFileDto => ({
  id: name,
  name,
  size: 1,
  contentType: "application/pdf",
  uploadedAt,
  category: "beleid",
  url: `/api/documents/${name}/content`,
  elements: [],
});

describe("file list sorting", () => {
  it("flips the direction on the same key and starts a new key ascending", () => {
    expect(initialSort).toEqual({ key: "uploadedAt", direction: "desc" });
    expect(nextSort(initialSort, "uploadedAt")).toEqual({ key: "uploadedAt", direction: "asc" });
    expect(nextSort({ key: "uploadedAt", direction: "asc" }, "uploadedAt")).toEqual({
      key: "uploadedAt",
      direction: "desc",
    });
    expect(nextSort({ key: "uploadedAt", direction: "desc" }, "name")).toEqual({ key: "name", direction: "asc" });
    expect(nextSort({ key: "name", direction: "asc" }, "name")).toEqual({ key: "name", direction: "desc" });
  });

  it("sorts names the Dutch way (case-insensitive, numbers as numbers) and dates in time order", () => {
    const files = [
      file("notulen 10.pdf", "2025-01-03T10:00:00.000Z"),
      file("Beleid.pdf", "2025-01-01T10:00:00.000Z"),
      file("notulen 9.pdf", "2025-01-02T10:00:00.000Z"),
      file("agenda.pdf", "2025-01-04T10:00:00.000Z"),
    ];
    expect(sortFiles(files, { key: "name", direction: "asc" }).map((f) => f.name)).toEqual([
      "agenda.pdf",
      "Beleid.pdf",
      "notulen 9.pdf",
      "notulen 10.pdf",
    ]);
    expect(sortFiles(files, { key: "uploadedAt", direction: "desc" }).map((f) => f.name)).toEqual([
      "agenda.pdf",
      "notulen 10.pdf",
      "notulen 9.pdf",
      "Beleid.pdf",
    ]);
  });
});

describe("Dutch notation", () => {
  it("writes sizes as '45 bytes' or '1,2 MB': a decimal comma, no trailing ',0'", () => {
    expect(formatFileSize(0)).toBe("0 bytes");
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(45)).toBe("45 bytes");
    expect(formatFileSize(1023)).toBe("1.023 bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1,5 KB");
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe("1,2 MB");
    expect(formatFileSize(50 * 1024 * 1024)).toBe("50 MB");
    expect(formatFileSize(700_000)).toBe("684 KB");
    expect(formatFileSize(5 * 1024 ** 3)).toBe("5 GB");
    expect(formatFileSize(3 * 1024 ** 4)).toBe("3.072 GB");
  });

  it("writes upload dates as dd-MM-yyyy HH:mm in Dutch time, whatever the browser's zone", () => {
    expect(formatUploadedAt("2025-03-07T08:05:00Z")).toBe("07-03-2025 09:05");
  });
});

describe("upload chunk size", () => {
  it("starts at 256 KB, grows fourfold while chunks are fast, halves when slow, within bounds", () => {
    let size: number = limits.uploadChunkBytes;
    const sizes = [];
    for (let i = 0; i < 5; i++) sizes.push((size = nextChunkSize(size, 100)));
    expect(sizes.map((s) => s / 1024)).toEqual([1024, 4096, 16384, 16384, 16384]);
    expect(nextChunkSize(uploadChunkMaxBytes, 2_000)).toBe(uploadChunkMaxBytes);
    expect(nextChunkSize(uploadChunkMaxBytes, 10_000)).toBe(uploadChunkMaxBytes / 2);
    expect(nextChunkSize(limits.uploadChunkBytes, 10_000)).toBe(limits.uploadChunkBytes);
  });
});
