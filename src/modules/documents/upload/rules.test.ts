import { describe, expect, it } from "vitest";
import { isExecutableName, nameInFolder, skipReasonOf, sortUploadFiles } from "./rules";
import { uploadFileMessages } from "./messages";

describe("which files a batch upload takes", () => {
  it("skips system, temporary and empty files, each for its reason", () => {
    expect(skipReasonOf(".DS_Store", 6148)).toBe("system");
    expect(skipReasonOf("Thumbs.db", 10)).toBe("system");
    expect(skipReasonOf("Map - desktop.ini", 10)).toBeUndefined();
    expect(skipReasonOf("desktop.ini", 10)).toBe("system");
    expect(skipReasonOf(".verborgen.pdf", 10)).toBe("system");
    expect(skipReasonOf("~$ndboek.docx", 162)).toBe("temporary");
    expect(skipReasonOf("bestand.tmp", 5)).toBe("temporary");
    expect(skipReasonOf("Leeg.pdf", 0)).toBe("empty");
    expect(skipReasonOf("Klachtenregeling.pdf", 1200)).toBeUndefined();
  });

  it("refuses programs by their extension, whatever the case", () => {
    expect(isExecutableName("setup.EXE")).toBe(true);
    expect(isExecutableName("Sub - installeer.msi")).toBe(true);
    expect(isExecutableName("script.ps1")).toBe(true);
    expect(isExecutableName("exe-handleiding.pdf")).toBe(false);
    expect(isExecutableName("Protocol.docx")).toBe(false);
    // Windows drops trailing dots and spaces, so they hide nothing.
    expect(isExecutableName("setup.exe. ")).toBe(true);
    expect(isExecutableName("Map/Sub/start.BAT")).toBe(true);
  });

  it("keeps a subfolder below the chosen folder in the name", () => {
    expect(nameInFolder("Handboek/Meldcode.pdf")).toBe("Meldcode.pdf");
    expect(nameInFolder("Handboek/Protocollen/Meldcode.pdf")).toBe("Protocollen - Meldcode.pdf");
    expect(nameInFolder("/Handboek/Protocollen/Oud/Meldcode.pdf")).toBe("Protocollen - Oud - Meldcode.pdf");
  });

  it("keeps a name with its folders within 255 bytes, dropping the outermost folders first", () => {
    const deep = ["Handboek", ...Array.from({ length: 12 }, (_, i) => `Submap nummer ${i + 1} met een lange naam`)];
    const name = nameInFolder([...deep, "Meldcode huiselijk geweld.pdf"].join("/"));
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(255);
    expect(name.endsWith("Submap nummer 12 met een lange naam - Meldcode huiselijk geweld.pdf")).toBe(true);
    expect(name.startsWith("Submap nummer 1 ")).toBe(false);
    // A file name that is too long by itself keeps no folder; the server shortens it as always.
    const long = `${"x".repeat(300)}.pdf`;
    expect(nameInFolder(`Map/Sub/${long}`)).toBe(long);
  });

  it("sorts a folder's files and says in Dutch what was left out", () => {
    const files = [
      { name: "Meldcode.pdf", size: 100 },
      { name: ".DS_Store", size: 6148 },
      { name: "Thumbs.db", size: 20 },
      { name: "~$ndboek.docx", size: 162 },
      { name: "Leeg.txt", size: 0 },
      { name: "setup.exe", size: 2048 },
    ];
    const sorted = sortUploadFiles(files);
    expect(sorted.taken.map((f) => f.name)).toEqual(["Meldcode.pdf"]);
    expect(sorted.skipped).toEqual({ system: 2, temporary: 1, empty: 1 });
    expect(sorted.programs).toEqual(["setup.exe"]);
    expect(uploadFileMessages.skipped(sorted.skipped)).toBe(
      "4 bestanden overgeslagen: 2 systeembestanden (zoals .DS_Store of Thumbs.db), 1 tijdelijk bestand (zoals ~$ van Word), 1 leeg bestand. Die horen niet bij uw documenten.",
    );
    expect(uploadFileMessages.programs(sorted.programs)).toBe(
      "Programma's nemen wij niet op als document: setup.exe. Deze zijn niet geüpload.",
    );
  });
});
