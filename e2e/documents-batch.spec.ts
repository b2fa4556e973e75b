/**
 * Documenten in één keer: a batch of files or a whole folder into a category chosen once, a few
 * at a time with per-file progress, and a batch of 200 files that completes while the page keeps
 * answering.
 */
import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";

/**
 * Holds every upload chunk (tus POST and PATCH: the first chunk goes with the POST) until released,
 * so the test can look at a running batch.
 */
async function holdUploadChunks(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern = (url: URL) => url.pathname.startsWith("/api/documents/uploads");
  const handler = async (route: import("@playwright/test").Route) => {
    if (["POST", "PATCH"].includes(route.request().method())) await released;
    await route.fallback();
  };
  await page.route(pattern, handler);
  return async () => {
    release();
    await page.unroute(pattern, handler);
  };
}

/**
 * The panel says a batch is done for 1.5 s, then closes; on a busy machine a poll can miss that
 * moment, so the page itself notes whether the panel ever said `text`. Call before the uploads end.
 */
async function noteWhenPanelSays(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((text) => {
    const w = window as unknown as { panelSaid: Set<string> };
    w.panelSaid ??= new Set();
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="upload-panel"]')?.textContent?.includes(text)) w.panelSaid.add(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  return () => page.evaluate((text) => (window as unknown as { panelSaid: Set<string> }).panelSaid.has(text), text);
}

const pdf = (name: string, bytes = 2_000) => ({ name, mimeType: "application/pdf", buffer: Buffer.alloc(bytes, 7) });

test("a batch from the multi-file picker goes into the category chosen once, three at a time with per-file progress", async ({
  signedIn: page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/documenten/beleid");
  await expect(page.getByRole("heading", { level: 1, name: "Beleid" })).toBeVisible();
  await page.getByLabel("Uploaden naar").selectOption({ label: "Notulen" });
  const release = await holdUploadChunks(page);
  const names = ["Teamoverleg jan.pdf", "Teamoverleg feb.pdf", "Teamoverleg mrt.pdf", "Teamoverleg apr.pdf"];
  await page.getByTestId("file-input").setInputFiles(names.map((n) => pdf(n, 300_000)));

  const panel = page.getByTestId("upload-panel");
  await expect(panel.getByRole("progressbar", { name: /^Voortgang van / })).toHaveCount(3);
  await expect(panel.locator("li").nth(3)).toHaveText(/Teamoverleg apr\.pdf.*Wachtend/);
  await expect(panel.getByText("0 van 4 bestanden")).toBeVisible();
  await expectAxeCleanInBothThemes(page);

  const saidDone = await noteWhenPanelSays(page, "4 van 4 bestanden · 100%");
  await release();
  await expect.poll(saidDone).toBe(true);
  // Beleid got nothing; Notulen has the batch.
  await expect(page.getByText("Er staan nog geen documenten in Beleid.")).toBeVisible();
  await page.goto("/documenten/notulen");
  await expect(page.getByRole("heading", { level: 1, name: "Notulen" })).toBeVisible();
  // The list arrives after the heading: wait for all four rows before reading their names.
  await expect(page.getByTestId("file-name")).toHaveCount(names.length);
  expect((await page.getByTestId("file-name").allTextContents()).sort()).toEqual([...names].sort());
  // The picker follows the screen it is on.
  await expect(page.getByLabel("Uploaden naar")).toHaveValue("notulen");
});

test("a whole folder from the folder picker: subfolders in the names, system and temporary files skipped, programs refused", async ({
  signedIn: page,
}) => {
  const dir = await mkdtemp(join(tmpdir(), "normwijs-map-"));
  await mkdir(join(dir, "protocollen", "oud"), { recursive: true });
  await writeFile(join(dir, "protocollen", "Meldcode.pdf"), "meldcode");
  await writeFile(join(dir, "protocollen", "Privacy.pdf"), "privacy");
  await writeFile(join(dir, "protocollen", "oud", "Meldcode.pdf"), "oude meldcode");
  // What a real folder also holds: the Mac's and Windows' own files, Word's lock file, an empty
  // file and a program.
  await writeFile(join(dir, "protocollen", ".DS_Store"), "mac");
  await writeFile(join(dir, "protocollen", "Thumbs.db"), "windows");
  await writeFile(join(dir, "protocollen", "oud", "~$ldcode.docx"), "slot");
  await writeFile(join(dir, "protocollen", "Leeg.txt"), "");
  await writeFile(join(dir, "protocollen", "setup.exe"), "MZ");

  await page.goto("/documenten/procesbeschrijvingen");
  await page.getByTestId("folder-input").setInputFiles(join(dir, "protocollen"));
  const panel = page.getByTestId("upload-panel");
  await expect(panel.getByText("3 van 3 bestanden · 100%")).toBeVisible();
  await expect
    .poll(async () => (await page.getByTestId("file-name").allTextContents()).sort())
    .toEqual(["Meldcode.pdf", "Privacy.pdf", "oud - Meldcode.pdf"]);
  await expect(page.getByTestId("upload-left-out")).toContainText(
    "4 bestanden overgeslagen: 2 systeembestanden (zoals .DS_Store of Thumbs.db), 1 tijdelijk bestand (zoals ~$ van Word), 1 leeg bestand.",
  );
  await expect(page.getByTestId("upload-left-out")).toContainText(
    "Programma's nemen wij niet op als document: setup.exe.",
  );
});

test("a batch of 200 files completes while the page keeps answering, with a short list of rows", async ({
  signedIn: page,
}) => {
  // Hundreds of uploads on a shared test machine take minutes; the test asserts that they finish, not how fast.
  test.setTimeout(600_000);
  await page.goto("/documenten/notulen");
  await expect(page.getByText("Er staan nog geen documenten in Notulen.")).toBeVisible();
  const release = await holdUploadChunks(page);
  const files = Array.from({ length: 200 }, (_, i) => pdf(`Verslag ${String(i + 1).padStart(3, "0")}.pdf`, 1_000));
  await page.getByTestId("file-input").setInputFiles(files);

  const panel = page.getByTestId("upload-panel");
  await expect(panel.getByText("0 van 200 bestanden")).toBeVisible();
  // Only a short list is rendered; the rest is counted.
  await expect(panel.locator("li")).toHaveCount(40);
  await expect(page.getByTestId("upload-more")).toHaveText("En nog 160 bestanden die hier niet getoond worden.");
  await expect(panel.getByText(/Uploaden… \d+%/)).toHaveCount(3);

  // The page answers while the batch runs.
  const target = page.getByLabel("Uploaden naar");
  await target.selectOption({ label: "Beleid" });
  await expect(target).toHaveValue("beleid");
  await target.selectOption({ label: "Notulen" });

  const saidDone = await noteWhenPanelSays(page, "200 van 200 bestanden · 100%");
  await release();
  await expect(page.getByTestId("file-name")).toHaveCount(200, { timeout: 540_000 });
  await expect.poll(saidDone).toBe(true);
  await expect(page.getByTestId("file-name").filter({ hasText: "Verslag 200.pdf" })).toHaveCount(1);
});

test("a dropped folder the browser cannot read is said, and nothing is uploaded", async ({ signedIn: page }) => {
  await page.goto("/documenten/beleid");
  await expect(page.getByRole("heading", { level: 1, name: "Beleid" })).toBeVisible();
  // Playwright cannot drop a real folder; this drop carries a folder whose reading fails, as
  // Chromium's does when the folder was moved or may not be read.
  await page.getByTestId("documents-dropzone").evaluate((zone) => {
    const folder = {
      isDirectory: true,
      isFile: false,
      name: "Verplaatst",
      createReader: () => ({
        readEntries: (_ok: unknown, fail: (e: DOMException) => void) =>
          fail(new DOMException("A requested file or directory could not be found", "NotFoundError")),
      }),
    };
    const data = { items: [{ kind: "file", webkitGetAsEntry: () => folder, getAsFile: () => null }], files: [] };
    const drop = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(drop, "dataTransfer", { value: data });
    zone.dispatchEvent(drop);
  });
  const alert = page.getByTestId("drop-unreadable");
  await expect(alert).toContainText("De map die u hierheen sleepte kon niet worden gelezen. Er is niets geüpload.");
  await expect(page.getByRole("region", { name: "Uploaden" })).toHaveCount(0);
  await alert.getByRole("button").click();
  await expect(alert).toHaveCount(0);
});
