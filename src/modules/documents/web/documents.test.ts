import { describe, expect, it } from "vitest";
import type { StoredFileDto } from "../model";
import { nextChunkSize, uploadChunkMaxBytes } from "../model";
import { limits } from "@core/shared/limits";
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
  it("starts at 256 KB, then sizes each chunk to take about two seconds at the last one's speed, within bounds", () => {
    const kb = 1024;
    // 256 KB in 100 ms: the next takes 2 s at that speed.
    expect(nextChunkSize(limits.uploadChunkBytes, 100)).toBe(20 * limits.uploadChunkBytes);
    // Over a fast connection the rest of the file goes in one request.
    expect(nextChunkSize(limits.uploadChunkBytes, 5)).toBe(uploadChunkMaxBytes);
    expect(nextChunkSize(limits.uploadChunkBytes, 0)).toBe(uploadChunkMaxBytes);
    expect(uploadChunkMaxBytes).toBe(limits.fileMaxBytes);
    // Steady speed keeps the size; a connection that slows down gets smaller chunks at once.
    expect(nextChunkSize(8 * 1024 * kb, 2_000)).toBe(8 * 1024 * kb);
    expect(nextChunkSize(16 * 1024 * kb, 8_000)).toBe(4 * 1024 * kb);
    expect(nextChunkSize(limits.uploadChunkBytes, 10_000)).toBe(limits.uploadChunkBytes);
  });
});
