import { describe, expect, it } from "vitest";
import { uploadTotals, visibleUploads, type UploadItem, type UploadState } from "./upload-view";

const item = (key: number, state: UploadState, size = 100, sent = 0): UploadItem => ({
  key,
  name: `bestand-${key}.pdf`,
  size,
  sent,
  state,
});

describe("the upload panel of a batch", () => {
  it("adds up the progress over every file, leaving cancelled ones out", () => {
    const items = [item(1, "uploaded"), item(2, "uploading", 100, 50), item(3, "waiting"), item(4, "cancelled")];
    expect(uploadTotals(items)).toEqual({ percent: 50, done: 1, failed: 0, total: 4 });
    expect(uploadTotals([item(1, "error"), item(2, "uploaded", 0)])).toEqual({
      percent: 0,
      done: 1,
      failed: 1,
      total: 2,
    });
    expect(uploadTotals([])).toEqual({ percent: 0, done: 0, failed: 0, total: 0 });
  });

  it("renders every row of a small batch, and of a large one the files being sent and failed first", () => {
    const small = [item(1, "uploaded"), item(2, "waiting")];
    expect(visibleUploads(small, 5)).toEqual(small);

    const large = Array.from({ length: 200 }, (_, i) => item(i + 1, i < 150 ? "uploaded" : "waiting"));
    large[10] = item(11, "error");
    large[151] = item(152, "uploading", 100, 30);
    const shown = visibleUploads(large, 5).map((i) => i.key);
    // In batch order: the failed one, then the one being sent, then the first waiting ones.
    expect(shown).toEqual([11, 151, 152, 153, 154]);
    expect(visibleUploads(large, 40)).toHaveLength(40);
  });
});
