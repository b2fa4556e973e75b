/**
 * The Word import with a real document (a municipality's management-system handbook from the
 * corpus, 67 parts in 12 chapters): the preview's chapters start closed, one is opened, its
 * proposals are taken over again after a change, one part is kept as a document, and after
 * 'Importeren' two topic pages and the documents hold what was chosen. The preview is clean under
 * axe at 375 px in both themes, with a scrolling box that the keyboard reaches.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { pdfText } from "@modules/handbook/server/test/pdf-text";

const fileName = "IMS-handboek-concept_security-commons-nl.docx";
const corpus = path.join(import.meta.dirname, "..", "src", "modules", "handbook-import", "server", "test", "corpus");

test("a real handbook: open a chapter, take over its proposals, keep one part as a document, import", async ({
  signedIn: page,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  // What 'Missie en visie' holds now is long: its box in the preview scrolls.
  const earlier = Array.from({ length: 12 }, (_, i) => `Regel ${i + 1} van onze oude missie.`).join("\n");
  const put = await page.request.put("/api/kms/values/missie-en-visie", {
    headers: { origin: baseURL! },
    data: { value: earlier, baseRevision: 0 },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto("/handboek/importeren");
  await page.getByLabel("Word-bestand (.docx, ten hoogste 50 MB)").setInputFiles({
    name: fileName,
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: readFileSync(path.join(corpus, fileName)),
  });
  await page.getByRole("button", { name: "Uploaden en bekijken" }).click();
  await expect(page.getByRole("heading", { name: `Controleer waar alles komt: ${fileName}` })).toBeVisible();
  await expect(page.getByText("Uw handboek heeft 67 stukken in 12 hoofdstukken.")).toBeVisible();
  // Closed chapters: a short page, not a wall of dropdowns.
  await expect(page.getByTestId("import-chapter")).toHaveCount(12);
  await expect(page.getByTestId("import-part")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8_000);

  const chapter = page.getByRole("region", { name: "Context van de organisatie" });
  await expect(chapter.getByTestId("chapter-counts")).toHaveText(
    "11 stukken, 6 met een voorstel. Nu gekozen: 6 met een plek.",
  );
  const toggle = chapter.getByRole("button", { name: "Context van de organisatie" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(chapter.getByTestId("import-part")).toHaveCount(11);
  // A table among a part's lines is said in short, never as a row of cells between '|'.
  const swot = chapter.getByTestId("import-part").filter({ hasText: "SWOT" });
  await expect(swot.getByTestId("part-table")).toHaveText(/^Tabel met \d+ (rij|rijen) en \d+ (kolom|kolommen)/);
  for (const text of await chapter.getByTestId("import-part").allTextContents()) expect(text).not.toContain("|");

  // A change, then the chapter's proposals taken over again.
  const strategy = page.getByLabel("Plek voor 'Strategisch kader'");
  await expect(strategy).toHaveValue("missie-en-visie");
  await strategy.selectOption({ label: "Niet importeren" });
  await expect(chapter.getByTestId("chapter-counts")).toHaveText(
    "11 stukken, 6 met een voorstel. Nu gekozen: 5 met een plek.",
  );
  await chapter.getByRole("button", { name: "Alle voorstellen van dit hoofdstuk overnemen" }).click();
  await expect(strategy).toHaveValue("missie-en-visie");
  await expect(chapter.getByRole("status")).toHaveText("De voorstellen van dit hoofdstuk zijn overgenomen.");

  // One part kept as a document, under 'Procesbeschrijvingen'.
  await page.getByLabel("Plek voor 'Interne context'").selectOption({ label: "Bewaren als document" });
  const documents = page.getByTestId("import-documents");
  await expect(documents).toContainText("Bewaren als document (1 stuk)");
  await documents.getByLabel("Bewaren bij Documenten onder").selectOption({ label: "Procesbeschrijvingen" });

  // The current text's box scrolls, so the keyboard reaches it and a screen reader names it.
  const current = page.getByRole("region", { name: "Wat er nu staat bij 'Missie en visie'" });
  await expect(current).toHaveAttribute("tabindex", "0");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAxeCleanInBothThemes(page);

  await page.getByRole("button", { name: "Importeren", exact: true }).click();
  const summary = page.getByTestId("import-summary");
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByTestId("import-kept-documents")).toContainText(
    "1 stuk is bewaard als document bij Documenten onder 'Procesbeschrijvingen':",
  );
  await expect(summary.getByTestId("import-kept-documents")).toContainText("Interne context.docx");

  // Two topic pages hold what the chapter proposed, added under what was there.
  await summary.getByRole("link", { name: "Missie en visie" }).click();
  const mission = page.getByRole("textbox", { name: "Missie en visie" });
  await expect(mission).toHaveValue(/^Regel 1 van onze oude missie\./);
  await expect(mission).toHaveValue(/\n\nStrategisch kader\n\n/);
  await expect(mission).not.toHaveValue(/Interne context/);
  await page.goto("/kwaliteitssysteem/wetenregelgeving");
  const law = page.getByRole("textbox", { name: "Van toepassing zijnde wet- en regelgeving" });
  await expect(law).toHaveValue(/^Normatieve verwijzingen\n\n/);
  await expect(law).toHaveValue(/\n\nWet- en regelgeving\n\n/);

  // The SWOT part's table went into the risks topic's text as a table.
  await page.goto("/kwaliteitssysteem/risicos-en-kansen");
  await expect(page.getByRole("table").filter({ hasText: "Zwakte" }).first()).toBeVisible();

  // The handbook's PDF draws the imported tables as tables: no row of text with '|' between cells.
  const pdf = await page.request.get("/api/handbook/export.pdf");
  expect(pdf.status()).toBe(200);
  const printed = await pdfText(new Uint8Array(await pdf.body()));
  expect(printed).toContain("Strategisch kader");
  expect(printed).toContain("Zwakte");
  expect(printed).not.toContain("|");

  // The documents: the part under 'Procesbeschrijvingen', the original under 'Beleid'.
  await page.goto("/documenten/procesbeschrijvingen");
  await expect(page.getByTestId("file-name")).toHaveText(["Interne context.docx"]);
  await page.goto("/documenten/beleid");
  await expect(page.getByTestId("file-name")).toHaveText([fileName]);
});
