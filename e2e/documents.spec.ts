/**
 * Documenten journeys in Chromium: upload two files in Beleid with progress and highlight, sort,
 * download, delete in selection mode, the refusal of a file over 50 MB (the rest goes up), and the read-only screen
 * after the trial and for a reader.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

/**
 * Holds every upload chunk (tus POST and PATCH: the first chunk goes with the POST) until the test
 * releases it, so a journey can look at the upload while it is running instead of hoping a fixed
 * delay makes it slow enough.
 */
async function holdUploadChunks(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/api/documents/uploads"),
    async (route) => {
      if (["POST", "PATCH"].includes(route.request().method())) await released;
      await route.continue();
    },
  );
  return release;
}

test("uploads two files in Beleid, sorts, downloads one and deletes one in selection mode", async ({
  signedIn: page,
}) => {
  const releaseChunks = await holdUploadChunks(page);
  await page.goto("/documenten/beleid");
  await expect(page.getByRole("heading", { level: 1, name: "Beleid" })).toBeVisible();
  await expect(page.getByText("Er staan nog geen documenten in Beleid.")).toBeVisible();

  const plan = randomBytes(700_000);
  const notitie = Buffer.from("Beleidsnotitie over klachten — versie 1 ✓\n", "utf8");
  await page.getByTestId("file-input").setInputFiles([
    { name: "Zorgplan 2025.pdf", mimeType: "application/pdf", buffer: plan },
    { name: "Klachtenregeling é.txt", mimeType: "text/plain", buffer: notitie },
  ]);

  const panel = page.getByTestId("upload-panel");
  await expect(panel).toBeVisible();
  // Both are sent at once (up to three at a time), each with its own progress.
  await expect(panel.getByText(/Uploaden… \d+%/)).toHaveCount(2);
  await expect(panel.getByRole("progressbar", { name: "Voortgang van Zorgplan 2025.pdf" })).toBeVisible();
  releaseChunks();
  await expect(panel.getByText("Geüpload")).toHaveCount(2);
  await expect(panel.getByText("2 van 2 bestanden · 100%")).toBeVisible();
  // The panel hides 1.5 s after finishing; the new files stay highlighted for 8 s.
  await expect(panel).toBeHidden({ timeout: 5_000 });
  const rows = page.getByTestId("file-row");
  await expect(rows).toHaveCount(2);
  await expect(page.locator('[data-highlighted="true"]')).toHaveCount(2);
  await expect(rows.filter({ hasText: "Zorgplan 2025.pdf" })).toContainText("684 KB");
  await expect(rows.first()).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);

  const names = () => page.getByTestId("file-name").allTextContents();
  await page.getByRole("button", { name: "Naam" }).click();
  await expect(page.getByTestId("file-name")).toHaveText(["Klachtenregeling é.txt", "Zorgplan 2025.pdf"]);
  await expect(page.getByRole("columnheader", { name: "Naam" })).toHaveAttribute("aria-sort", "ascending");
  await page.getByRole("button", { name: "Naam" }).click();
  await expect(page.getByTestId("file-name")).toHaveText(["Zorgplan 2025.pdf", "Klachtenregeling é.txt"]);
  // Both were sent at once, so either may have finished first: the two directions are each other's reverse.
  await page.getByRole("button", { name: "Geüpload op" }).click();
  await expect(page.getByRole("columnheader", { name: "Geüpload op" })).toHaveAttribute("aria-sort", "ascending");
  const ascending = await names();
  expect([...ascending].sort()).toEqual(["Klachtenregeling é.txt", "Zorgplan 2025.pdf"]);
  await page.getByRole("button", { name: "Geüpload op" }).click();
  await expect(page.getByTestId("file-name")).toHaveText([...ascending].reverse());

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Klachtenregeling é.txt downloaden" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("Klachtenregeling é.txt");
  expect((await readFile((await download.path())!)).equals(notitie)).toBe(true);

  await expect(page.locator('[data-highlighted="true"]')).toHaveCount(0, { timeout: 12_000 });

  await page.getByRole("button", { name: "Selecteren" }).click();
  const deleteButton = page.getByRole("button", { name: /^Verwijderen/ });
  await expect(deleteButton).toBeDisabled();
  await page.getByRole("checkbox", { name: "Zorgplan 2025.pdf selecteren" }).click();
  await expect(deleteButton).toHaveText("Verwijderen (1)");
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "Document verwijderen?" });
  // Kept: the dialog closes and focus returns to the button that opened it.
  await dialog.getByRole("button", { name: "Niet verwijderen" }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await dialog.getByRole("button", { name: "Verwijderen", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Klachtenregeling é.txt");
  // The delete button is gone: focus goes to 'Selecteren', and a screen reader hears what happened.
  await expect(page.getByRole("button", { name: "Selecteren" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "prullenbak" })).toHaveText(
    "Zorgplan 2025.pdf staat nu in de prullenbak.",
  );

  await page.reload();
  await expect(page.getByTestId("file-name")).toHaveText(["Klachtenregeling é.txt"]);
});

test("a dropped file over 50 MB is refused by name before it is sent; the rest of the drop goes up", async ({
  signedIn: page,
}) => {
  const uploads: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/documents/uploads") && req.method() === "POST") {
      uploads.push(req.headers()["upload-metadata"] ?? "");
    }
  });
  await page.goto("/documenten/notulen");
  await expect(page.getByText("Er staan nog geen documenten in Notulen.")).toBeVisible();

  const dataTransfer = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(51 * 1024 * 1024)], "scan-groot.pdf", { type: "application/pdf" }));
    dt.items.add(new File(["klein"], "klein.txt", { type: "text/plain" }));
    return dt;
  });
  const zone = page.getByTestId("documents-dropzone");
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await expect(page.getByText("Laat los om te uploaden")).toBeVisible();
  await zone.dispatchEvent("drop", { dataTransfer });

  const alert = page.getByRole("alert").filter({ hasText: "Fout bij uploaden" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    "De volgende bestanden zijn te groot (maximaal 50 MB): scan-groot.pdf. Deze zijn niet geüpload; de andere bestanden wel.",
  );
  await expect(page.getByTestId("file-name")).toHaveText(["klein.txt"]);
  expect(uploads).toHaveLength(1);
  await alert.getByRole("button", { name: "Melding sluiten" }).click();
  await expect(alert).toBeHidden();
});

test("cancelling stops after the files being sent, and a refused upload shows its error until closed", async ({
  signedIn: page,
}) => {
  // A controllable clock (time still passes by itself) lets the test skip ahead instead of sleeping.
  await page.clock.install();
  const releaseChunks = await holdUploadChunks(page);
  await page.goto("/documenten/procesbeschrijvingen");
  const names = ["intake.pdf", "behandeling.pdf", "afsluiting.pdf", "nazorg.pdf", "evaluatie.pdf"];
  await page
    .getByTestId("file-input")
    .setInputFiles(names.map((name) => ({ name, mimeType: "application/pdf", buffer: randomBytes(600_000) })));
  const panel = page.getByTestId("upload-panel");
  // Three files are sent at a time; the others wait.
  await expect(panel.getByText(/Uploaden… \d+%/)).toHaveCount(3);
  await expect(panel.getByText("Wachtend")).toHaveCount(2);
  await panel.getByRole("button", { name: "Annuleren" }).click();
  // The waiting files are cancelled at once; the files being sent still finish.
  await expect(panel.locator("li").nth(3)).toHaveText(/nazorg\.pdf.*Geannuleerd/);
  await expect(panel.locator("li").nth(4)).toHaveText(/evaluatie\.pdf.*Geannuleerd/);
  releaseChunks();
  for (const [i, name] of names.slice(0, 3).entries()) {
    await expect(panel.locator("li").nth(i)).toHaveText(new RegExp(`${name.replace(".", "\\.")}.*Geüpload`));
  }
  await expect(panel).toBeHidden({ timeout: 5_000 });
  await expect(page.getByTestId("file-name")).toHaveCount(3);
  const sent = (await page.getByTestId("file-name").allTextContents()).sort();
  expect(sent).toEqual(["afsluiting.pdf", "behandeling.pdf", "intake.pdf"]);

  await page.route("**/api/documents/uploads", (route) =>
    route.fulfill({
      status: 402,
      contentType: "application/json",
      body: JSON.stringify({
        code: "subscription_required",
        message: "Uw proefperiode is verlopen. Neem een abonnement om documenten toe te voegen.",
      }),
    }),
  );
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "nieuw.pdf", mimeType: "application/pdf", buffer: Buffer.from("x") }]);
  await expect(panel.locator("li")).toHaveText(/nieuw\.pdf.*Mislukt.*Uw proefperiode is verlopen/);
  // A finished queue hides after 1.5 s; one with an error stays until it is closed.
  await page.clock.runFor(2_000);
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Sluiten" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId("file-name")).toHaveCount(3);
});

test("after the trial and for a reader the documents are read-only, with the reason shown", async ({
  signedIn: page,
}) => {
  await page.goto("/documenten/beleid");
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "Kwaliteitsbeleid.pdf", mimeType: "application/pdf", buffer: Buffer.from("beleid") }]);
  await expect(page.getByTestId("file-name")).toHaveText(["Kwaliteitsbeleid.pdf"]);
  await expect(page.getByRole("button", { name: "Selecteren" })).toBeVisible();
  await expect(page.getByTestId("documents-read-only")).toHaveCount(0);

  const expectReadOnly = async () => {
    await expect(page.getByTestId("file-name")).toHaveText(["Kwaliteitsbeleid.pdf"]);
    await expect(page.getByRole("link", { name: "Kwaliteitsbeleid.pdf downloaden" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Bestanden uploaden" })).toHaveCount(0);
    await expect(page.getByTestId("file-input")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Selecteren" })).toHaveCount(0);
    await expect(page.getByText("Sleep bestanden hierheen of kies ze met de knop.")).toHaveCount(0);
  };

  // The trial is over: the server would answer 402, so the screen offers no editing at all.
  await page.route("**/api/billing/access", (route) =>
    route.fulfill({ json: { editingAllowed: false, reason: "none", trialEndsAt: "2020-01-01T00:00:00.000Z" } }),
  );
  await page.reload();
  const notice = page.getByTestId("documents-read-only");
  await expect(notice).toContainText("Uw proefperiode is voorbij. Voor het bewerken is een abonnement nodig.");
  await expect(notice.getByRole("link", { name: "Naar Abonnement" })).toHaveAttribute("href", "/abonnement");
  await expectReadOnly();

  // A reader: the same screen, without the subscription link.
  await page.unroute("**/api/billing/access");
  await page.route("**/api/me", async (route) => {
    const response = await route.fetch();
    const me = await response.json();
    me.organisation.role = "reader";
    await route.fulfill({ response, json: me });
  });
  await page.reload();
  await expect(notice).toContainText(
    "U heeft leesrechten in deze organisatie: u kunt alles bekijken, maar niet wijzigen.",
  );
  await expect(notice.getByRole("link")).toHaveCount(0);
  await expectReadOnly();
  await page.goto("/documenten/notulen");
  await expect(page.getByText("Er staan nog geen documenten in Notulen.", { exact: true })).toBeVisible();
});

test("on a phone a long file name stays readable, the table says it scrolls, and deleting the last file is announced", async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/documenten/notulen");
  const longName = "Verslag-teamoverleg-kwaliteitsmanagementsysteem-januari-2025-definitieve-versie.pdf";
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: longName, mimeType: "application/pdf", buffer: Buffer.from("notulen") }]);
  const name = page.getByTestId("file-name");
  await expect(name).toHaveText(longName);
  // Wrapped over several lines rather than cut off: the whole name is inside its box and wide enough to read.
  const box = await name.evaluate((el) => ({
    width: el.clientWidth,
    scrollWidth: el.scrollWidth,
    lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)),
  }));
  expect(box.scrollWidth).toBe(box.width);
  expect(box.width).toBeGreaterThanOrEqual(100);
  expect(box.lines).toBeGreaterThan(1);
  await expect(page.getByTestId("table-scroll-hint")).toHaveText("Schuif de tabel opzij om alles te zien.");
  await expect(page.getByRole("region", { name: "Documenten" })).toHaveAttribute("tabindex", "0");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  await page.getByRole("button", { name: "Selecteren" }).click();
  await page.getByRole("checkbox", { name: `${longName} selecteren` }).click();
  await page.getByRole("button", { name: "Verwijderen (1)" }).click();
  const dialog = page.getByRole("dialog", { name: "Document verwijderen?" });
  await expect(dialog).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole("button", { name: "Verwijderen", exact: true }).click();
  await expect(page.getByText("Er staan nog geen documenten in Notulen.")).toBeVisible();
  // Nothing is left to select: focus goes to the page's heading.
  await expect(page.getByRole("heading", { level: 1, name: "Notulen" })).toBeFocused();
  await expect(page.getByTestId("documents-status")).toHaveText(`${longName} staat nu in de prullenbak.`);
});
