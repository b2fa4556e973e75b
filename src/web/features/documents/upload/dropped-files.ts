/**
 * The files of a drop, with every file inside a dropped folder and its subfolders. The entries
 * must be taken while the drop event runs (the browser empties the DataTransfer after it); the
 * folders are read afterwards. Hidden files (.DS_Store and the like) in a folder are left out.
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
    if (entry.name.startsWith(".")) continue;
    if (isDirectory(entry)) files.push(...(await folderFiles(entry)));
    else if (isFileEntry(entry)) files.push(await new Promise<File>((ok, fail) => entry.file(ok, fail)));
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
