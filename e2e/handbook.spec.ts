/** Journeys for the handbook: what is typed on the KMS pages appears in it, it prints, and it downloads. */
import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { test, expect } from "./fixtures";

const indicator = (page: Page) => page.getByTestId("save-indicator").first();

async function downloaded(download: Download) {
  const bytes = readFileSync(await download.path());
  return { name: download.suggestedFilename(), bytes };
}

test("a text and a table cell typed on KMS pages appear in the handbook; it prints and downloads as PDF and Word", async ({
  signedIn: page,
}) => {
  await page.goto("/instellingen");
  await page.getByLabel("Organisatienaam").fill("Zorgpraktijk Eëntje");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByTestId("sidebar-organisation")).toHaveText("Zorgpraktijk Eëntje");

  await page.goto("/kwaliteitssysteem/missie-en-visie");
  await page
    .getByRole("textbox", { name: "Missie en visie" })
    .fill("Wij bieden cliënten een veilige plek.\n\n- Naïeve vragen mogen\n- Eén aanspreekpunt");
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });
  await page.goto("/kwaliteitssysteem/context-analyse");
  await page.getByRole("textbox", { name: "Belanghebbende, rij 1" }).fill("Gemeente Zoëterwoude");
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });

  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("button", { name: "Kwaliteitshandboek" }).click();
  await sidebar.getByRole("link", { name: "Handboek bekijken" }).click();
  await expect(page).toHaveURL(/\/handboek$/);
  await expect(page).toHaveTitle("Kwaliteitshandboek · Normwijs");
  await expect(page.getByTestId("breadcrumb")).toHaveText(/Kwaliteitshandboek.*Handboek bekijken/);

  const handbook = page.getByTestId("handbook");
  await expect(handbook.getByText("Zorgpraktijk Eëntje").first()).toBeVisible();
  const mission = page.getByRole("region", { name: "1. Missie en visie" });
  await expect(mission.getByText("Wij bieden cliënten een veilige plek.")).toBeVisible();
  await expect(mission.getByRole("listitem")).toHaveText(["Naïeve vragen mogen", "Eén aanspreekpunt"]);
  const context = page.getByRole("region", { name: "4. Contextanalyse" });
  await expect(context.getByRole("cell", { name: "Gemeente Zoëterwoude" })).toBeVisible();
  await expect(page.getByRole("region", { name: "2. Doelgroep" }).getByText("Nog niet ingevuld")).toBeVisible();

  // The table of contents leads to the chapter and moves the keyboard there.
  await page.getByRole("navigation", { name: "Inhoudsopgave" }).getByRole("link", { name: "9. Signalen" }).click();
  await expect(page.getByRole("heading", { name: "9. Signalen" })).toBeFocused();

  // Printed: only the handbook, no sidebar, header or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(sidebar).toBeHidden();
  await expect(page.getByTestId("breadcrumb")).toBeHidden();
  await expect(page.getByRole("button", { name: "Afdrukken" })).toBeHidden();
  await expect(mission.getByText("Wij bieden cliënten een veilige plek.")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("button", { name: "Afdrukken" })).toBeEnabled();

  await sidebar.getByRole("link", { name: "Exporteren" }).click();
  await expect(page).toHaveTitle("Exporteren · Normwijs");
  await expect(page.getByTestId("breadcrumb")).toHaveText(/Kwaliteitshandboek.*Exporteren/);
  const date = /\d{4}-\d{2}-\d{2}/.source;

  const [pdfDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exporteren als PDF" }).click(),
  ]);
  const pdf = await downloaded(pdfDownload);
  expect(pdf.name).toMatch(new RegExp(`^Kwaliteitshandboek Zorgpraktijk Eëntje ${date}\\.pdf$`));
  expect(pdf.bytes.length).toBeGreaterThan(1000);
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(page.getByTestId("export-result")).toHaveText(`Het bestand '${pdf.name}' is gedownload.`);
  await expect(page.getByRole("button", { name: "Exporteren als PDF" })).toBeFocused();

  const [wordDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exporteren als Word" }).click(),
  ]);
  const word = await downloaded(wordDownload);
  expect(word.name).toMatch(new RegExp(`^Kwaliteitshandboek Zorgpraktijk Eëntje ${date}\\.docx$`));
  expect(word.bytes.length).toBeGreaterThan(1000);
  expect(word.bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
  await expect(page.getByTestId("export-result")).toHaveText(`Het bestand '${word.name}' is gedownload.`);
});
