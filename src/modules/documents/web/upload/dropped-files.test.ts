/**
 * What a drop on Documenten uploads: the dropped files, and every file in a dropped folder and its
 * subfolders (a subfolder in the file's name, hidden folders not walked; the batch then sorts out
 * system files, documents/upload/rules.ts); folders read to the end although the browser answers in
 * pieces; the entries taken while the drop event runs, because the browser empties the drop after
 * it. Playwright cannot drop a real folder, so the walk is tested here against stand-ins for the
 * browser's entries (the folder picker has its journey in e2e/documents-batch.spec.ts).
 */
import { describe, expect, it } from "vitest";
import { droppedFiles } from "./dropped-files";

const fileOf = (name: string) => new File([`inhoud van ${name}`], name, { type: "application/pdf" });

/** A file entry as Chromium gives it: its File comes later, through a callback. */
const fileEntry = (name: string) => {
  const file = fileOf(name);
  return {
    isFile: true,
    isDirectory: false,
    name,
    fullPath: `/${name}`,
    file: (ok: (f: File) => void) => setTimeout(() => ok(file), 0),
  } as unknown as FileSystemFileEntry;
};

/** Puts the children under the folder: their fullPath (as the browser gives it) follows the folder's. */
function adopt(parent: { fullPath: string }, children: FileSystemEntry[]) {
  for (const child of children) {
    Object.defineProperty(child, "fullPath", { get: () => `${parent.fullPath}/${child.name}`, configurable: true });
  }
}

/** A folder entry whose reader answers `pieceSize` entries at a time, then none (Chromium: 100). */
function folder(name: string, children: FileSystemEntry[], pieceSize = 100) {
  const entry = {
    isFile: false,
    isDirectory: true,
    name,
    fullPath: `/${name}`,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (ok: (entries: FileSystemEntry[]) => void) =>
          setTimeout(() => {
            const piece = children.slice(at, at + pieceSize);
            at += piece.length;
            ok(piece);
          }, 0),
      };
    },
  };
  adopt(entry, children);
  return entry as unknown as FileSystemDirectoryEntry;
}

type Dropped = { entry: FileSystemEntry; file: File | null };

/** A drop's DataTransfer; `empty()` does what the browser does once the drop event is over. */
function dropOf(dropped: Dropped[]) {
  const data = {
    items: dropped.map((d) => ({ kind: "file", webkitGetAsEntry: () => d.entry, getAsFile: () => d.file })),
    files: dropped.flatMap((d) => (d.file ? [d.file] : [])),
  };
  return {
    data: data as unknown as DataTransfer,
    empty() {
      data.items = [];
      data.files = [];
    },
  };
}

const names = (files: File[]) => files.map((f) => f.name);

describe("droppedFiles", () => {
  it("gives the dropped files as they are when no folder is among them", async () => {
    const a = fileOf("a.pdf");
    const b = fileOf("b.docx");
    const drop = dropOf([
      { entry: fileEntry("a.pdf"), file: a },
      { entry: fileEntry("b.docx"), file: b },
    ]);
    expect(await droppedFiles(drop.data)).toEqual([a, b]);
  });

  it("walks a dropped folder and its subfolders, each file named with its subfolder, hidden folders not", async () => {
    const tree = folder("Protocollen", [
      fileEntry("Klachten.pdf"),
      fileEntry(".DS_Store"),
      folder("Oud", [fileEntry("Klachten.pdf"), fileEntry("Privacy 2024.docx")]),
      folder(".git", [fileEntry("config")]),
      fileEntry("Privacy.pdf"),
    ]);
    const loose = fileOf("Los.pdf");
    const drop = dropOf([
      { entry: fileEntry("Los.pdf"), file: loose },
      { entry: tree, file: null },
    ]);
    const files = await droppedFiles(drop.data);
    // Each file knows its path in the folder (the batch names it by that); .DS_Store comes along,
    // for the batch to count and skip.
    expect(names(files)).toEqual([
      "Los.pdf",
      "Klachten.pdf",
      ".DS_Store",
      "Klachten.pdf",
      "Privacy 2024.docx",
      "Privacy.pdf",
    ]);
    // (A loose file has none: "" in a browser.)
    expect(files.map((f) => f.webkitRelativePath || "")).toEqual([
      "",
      "Protocollen/Klachten.pdf",
      "Protocollen/.DS_Store",
      "Protocollen/Oud/Klachten.pdf",
      "Protocollen/Oud/Privacy 2024.docx",
      "Protocollen/Privacy.pdf",
    ]);
    expect(files[0]).toBe(loose);
  });

  it("reads a large folder to the end, although the browser answers 100 entries at a time", async () => {
    const many = Array.from({ length: 250 }, (_, i) => fileEntry(`Document ${i + 1}.pdf`));
    const files = await droppedFiles(dropOf([{ entry: folder("Alles", many), file: null }]).data);
    expect(files).toHaveLength(250);
    expect(names(files).at(-1)).toBe("Document 250.pdf");
  });

  it("takes the entries during the drop event: the browser empties the drop right after", async () => {
    const drop = dropOf([{ entry: folder("Map", [fileEntry("Een.pdf"), fileEntry("Twee.pdf")]), file: null }]);
    const reading = droppedFiles(drop.data);
    drop.empty();
    expect(names(await reading)).toEqual(["Een.pdf", "Twee.pdf"]);
  });

  it("gives nothing for an empty folder", async () => {
    expect(await droppedFiles(dropOf([{ entry: folder("Leeg", []), file: null }]).data)).toEqual([]);
  });
});
