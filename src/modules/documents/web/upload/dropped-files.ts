/**
 * The files of a drop, with every file inside a dropped folder and its subfolders. The entries
 * must be taken while the drop event runs (the browser empties the DataTransfer after it); the
 * folders are read afterwards. Hidden folders are not walked; each file carries its path in the
 * folder (as a picked folder's files do), by which the batch names it and sorts out system and
 * temporary files (documents/upload/rules.ts).
 */

type Entry = FileSystemEntry | null;

const isDirectory = (e: Entry): e is FileSystemDirectoryEntry => !!e && e.isDirectory;
const isFileEntry = (e: Entry): e is FileSystemFileEntry => !!e && e.isFile;

/** Takes what the drop holds now; the promise reads the folders. */
export function droppedFiles(data: DataTransfer): Promise<File[]> {
  const taken = [...data.items]
    .filter((item) => item.kind === "file")
    .map((item) => ({ entry: item.webkitGetAsEntry?.() ?? null, file: item.getAsFile() }));
  if (!taken.some((t) => isDirectory(t.entry))) return Promise.resolve([...data.files]);
  return (async () => {
    const files: File[] = [];
    for (const { entry, file } of taken) {
      if (isDirectory(entry)) files.push(...(await folderFiles(entry)));
      else if (file) files.push(file);
    }
    return files;
  })();
}

async function folderFiles(folder: FileSystemDirectoryEntry): Promise<File[]> {
  const files: File[] = [];
  for (const entry of await allEntries(folder)) {
    if (isDirectory(entry)) {
      if (!entry.name.startsWith(".")) files.push(...(await folderFiles(entry)));
    } else if (isFileEntry(entry)) {
      const file = await new Promise<File>((ok, fail) => entry.file(ok, fail));
      // Its path in the folder, as a picked folder's files have it: the batch names it by that.
      Object.defineProperty(file, "webkitRelativePath", { value: entry.fullPath.replace(/^\//, "") });
      files.push(file);
    }
  }
  return files;
}

/** readEntries answers in pieces (Chromium: 100 at a time) until it answers none. */
async function allEntries(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((ok, fail) => reader.readEntries(ok, fail));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}
