/**
 * Journeys for 'Handboek importeren': from the Overzicht's first step, a Word handbook is uploaded,
 * the preview shows each part beside its proposed place, one place is changed, and after
 * 'Importeren' the pages hold the texts and the tables (one that fits none of ours as a table in a
 * text, shown as a table on the topic page and in the handbook); once with the keyboard only. The upload,
 * the preview and the summary are clean under axe in both themes.
 */
import { Document, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow } from "docx";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { withE2eDatabase } from "./db";

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
async function handbook(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: "Missie en visie", heading: HeadingLevel.HEADING_1 }),
          new Paragraph("Wij bieden zorg dichtbij huis."),
          new Paragraph({
            children: [new ImageRun({ type: "png", data: png, transformation: { width: 10, height: 10 } })],
          }),
          new Paragraph({ text: "Doelgroep", heading: HeadingLevel.HEADING_1 }),
          new Paragraph("Jongeren van 12 tot 23 jaar."),
          new Paragraph({ text: "Bijlage", heading: HeadingLevel.HEADING_1 }),
          new Paragraph("Ons telefoonnummer is 020-1234567."),
          // A Word table that fits none of ours: it goes in as a table inside the text.
          new Table({
            rows: [
              new TableRow({ children: [cell("Naam"), cell("Telefoon")] }),
              new TableRow({ children: [cell("Kantoor"), cell("020-1234567")] }),
            ],
          }),
          new Paragraph({ text: "Contextanalyse", heading: HeadingLevel.HEADING_1 }),
          new Table({
            rows: [
              new TableRow({ children: [cell("Belanghebbende"), cell("Eis")] }),
              new TableRow({ children: [cell("Gemeente"), cell("Verantwoording per kwartaal")] }),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
const file = async () => ({
  name: "Ons handboek.docx",
  mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  buffer: await handbook(),
});

test("a Word handbook goes from upload to filled pages", async ({ signedIn: page }) => {
  // Four pages checked with axe in both themes, five pages visited.
  test.slow();
  await page.goto("/");
  const step = page.getByTestId("import-step");
  await expect(step).toContainText("Heeft u al een kwaliteitshandboek in Word?");
  await step.getByRole("link", { name: "Handboek importeren" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Handboek importeren" })).toBeVisible();
  await expectAxeCleanInBothThemes(page);

  await page.getByRole("button", { name: "Uploaden en bekijken" }).click();
  await expect(page.getByText("Kies eerst een Word-bestand.")).toBeVisible();
  await page.getByLabel("Word-bestand (.docx, ten hoogste 50 MB)").setInputFiles(await file());
  await page.getByRole("button", { name: "Uploaden en bekijken" }).click();
  await expect(page.getByRole("heading", { name: "Controleer waar alles komt: Ons handboek.docx" })).toBeVisible();
  await expect(page.getByTestId("import-part")).toHaveCount(4);
  await expect(page.getByLabel("Plek voor 'Missie en visie'")).toHaveValue("missie-en-visie");
  await expect(page.getByLabel("Plek voor 'Bijlage'")).toHaveValue("");
  await page.getByLabel("Plek voor 'Bijlage'").selectOption({ label: "Doelgroep" });
  await expect(page.getByTestId("import-place")).toHaveCount(3);
  await expectAxeCleanInBothThemes(page);

  await page.getByRole("button", { name: "Importeren" }).click();
  const summary = page.getByTestId("import-summary");
  // Two Word tables: the context analysis as rows, the phone list as a table in the text of 'Doelgroep'.
  await expect(summary).toContainText(
    "3 onderdelen ingevuld, 2 tabellen (waarvan 1 als tabel in een tekst), 0 secties niet geïmporteerd.",
  );
  await expect(summary).toContainText("Niet overgenomen: 1 afbeelding, 0 lege tekstvakken en 0 opmerkingen.");
  await expectAxeCleanInBothThemes(page);
  await summary.getByRole("link", { name: "Doelgroep" }).click();
  await expect(page.getByRole("textbox", { name: "Doelgroep" })).toHaveValue(
    "Doelgroep\n\nJongeren van 12 tot 23 jaar.\n\nBijlage\n\nOns telefoonnummer is 020-1234567.\n\n| Naam | Telefoon |\n| --- | --- |\n| Kantoor | 020-1234567 |",
  );
  // Below the field the table is a table, as the handbook draws it.
  const phoneTable = page.getByRole("region", { name: "Tabel in Doelgroep" }).getByRole("table");
  await expect(phoneTable.getByRole("columnheader")).toHaveText(["Naam", "Telefoon"]);
  await expect(phoneTable.getByRole("rowheader")).toHaveText(["Kantoor"]);
  await expect(phoneTable.getByRole("cell")).toHaveText(["020-1234567"]);
  await expect(page.getByTestId("text-tables")).toContainText("Zo ziet de tabel in deze tekst eruit in het handboek.");
  await expectAxeCleanInBothThemes(page);
  // And in the handbook: a table, no row of cells between '|'.
  await page.goto("/handboek");
  const chapter = page.getByTestId("handbook");
  await expect(chapter.getByRole("columnheader", { name: "Telefoon" })).toBeVisible();
  await expect(chapter.getByRole("cell", { name: "020-1234567" })).toBeVisible();
  await expect(chapter).not.toContainText("| Kantoor");
  await page.goto("/kwaliteitssysteem/context-analyse");
  await expect(page.getByRole("textbox", { name: "Belanghebbende, rij 1" })).toHaveValue("Gemeente");
  await expect(page.getByRole("textbox", { name: "Eis, rij 1" })).toHaveValue("Verantwoording per kwartaal");
  await page.goto("/documenten/beleid");
  await expect(page.getByTestId("file-name")).toHaveText(["Ons handboek.docx"]);
});

test("the import works with the keyboard only", async ({ signedIn: page }) => {
  await page.goto("/handboek/importeren");
  const input = page.getByLabel("Word-bestand (.docx, ten hoogste 50 MB)");
  await input.focus();
  // The file dialog is the browser's; choosing the file is what a keyboard user does there.
  await input.setInputFiles(await file());
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Uploaden en bekijken" })).toBeFocused();
  await page.keyboard.press("Enter");
  const place = page.getByLabel("Plek voor 'Doelgroep'");
  await expect(place).toHaveValue("doelgroep");
  await place.focus();
  // Replace 'Doelgroep' by 'Niet importeren', the first option, from the keyboard.
  await page.keyboard.press("Home");
  await expect(place).toHaveValue("");
  const submit = page.getByRole("button", { name: "Importeren", exact: true });
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("import-summary")).toContainText(
    "2 onderdelen ingevuld, 1 tabel, 2 secties niet geïmporteerd.",
  );
  await page.getByTestId("import-summary").getByRole("link", { name: "Missie en visie" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Missie en visie" })).toHaveValue("Wij bieden zorg dichtbij huis.");
});

test("when nothing could be placed, the page says why at 'Importeren', and one chosen place is enough", async ({
  signedIn: page,
}) => {
  // Parts about nothing Normwijs has a place for: no proposal at all.
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: "Bijlage A", heading: HeadingLevel.HEADING_1 }),
          new Paragraph("Ons telefoonnummer is 020-1234567."),
          new Paragraph({ text: "Bijlage B", heading: HeadingLevel.HEADING_1 }),
          new Paragraph("Wij zijn gevestigd aan de Dorpsstraat 1."),
        ],
      },
    ],
  });
  await page.goto("/handboek/importeren");
  await page.getByLabel("Word-bestand (.docx, ten hoogste 50 MB)").setInputFiles({
    name: "Bijlagen.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await Packer.toBuffer(doc),
  });
  await page.getByRole("button", { name: "Uploaden en bekijken" }).click();
  const why = page.getByTestId("import-why");
  await expect(why).toHaveText(/kon bij geen enkel stuk zeker genoeg zeggen waar het hoort/);
  const submit = page.getByRole("button", { name: "Importeren", exact: true });
  await expect(submit).toHaveAccessibleDescription(/Open hierboven een hoofdstuk en kies bij elk stuk/);
  // aria-disabled, not disabled: it stays reachable, and pressing it says why.
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(why).toBeFocused();
  await expect(page.getByTestId("import-summary")).toHaveCount(0);

  await page.getByLabel("Plek voor 'Bijlage B'").selectOption("doelgroep");
  await expect(why).toHaveCount(0);
  await submit.click();
  await expect(page.getByTestId("import-summary")).toContainText("1 onderdeel ingevuld");
});

/** A long handbook: 45 chapters, each a heading and a paragraph; chapter 30 is about our target group. */
async function longHandbook(): Promise<Buffer> {
  const children = Array.from({ length: 45 }, (_, i) =>
    i === 29
      ? [new Paragraph({ text: "Doelgroep", heading: HeadingLevel.HEADING_1 }), new Paragraph("Gezinnen in de wijk.")]
      : [
          new Paragraph({ text: `Hoofdstuk ${i + 1}`, heading: HeadingLevel.HEADING_1 }),
          new Paragraph(`Tekst van hoofdstuk ${i + 1}.`),
        ],
  ).flat();
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

test("on a phone, a long handbook's preview comes in closed chapters, and a choice in another chapter counts", async ({
  signedIn: page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/handboek/importeren");
  await page.getByLabel("Word-bestand (.docx, ten hoogste 50 MB)").setInputFiles({
    name: "Lang handboek.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await longHandbook(),
  });
  await page.getByRole("button", { name: "Uploaden en bekijken" }).click();
  // 45 chapters of one part: a page of 20 closed chapters, no select until one is opened.
  await expect(page.getByTestId("import-chapter")).toHaveCount(20);
  await expect(page.getByTestId("import-part")).toHaveCount(0);
  await expect(page.getByTestId("chapters-range")).toHaveText("Hoofdstuk 1 tot en met 20 van 45.");
  await expect(page.getByText("Pagina 1 van 3")).toBeVisible();
  // The proposal in chapter 30 already counts among the places before that chapter is seen.
  await expect(page.getByTestId("import-place")).toHaveCount(1);
  const second = page.getByRole("button", { name: "Hoofdstuk 2", exact: true });
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Plek voor 'Hoofdstuk 2'").selectOption({ label: "Missie en visie" });
  await page.getByRole("button", { name: "Volgende hoofdstukken" }).click();
  await expect(page.getByTestId("chapters-range")).toHaveText("Hoofdstuk 21 tot en met 40 van 45.");
  await page.getByRole("button", { name: "Doelgroep", exact: true }).click();
  await expect(page.getByLabel("Plek voor 'Doelgroep'")).toHaveValue("doelgroep");
  await page.getByLabel("Plek voor 'Doelgroep'").selectOption({ label: "Niet importeren" });
  await page.getByRole("button", { name: "Vorige hoofdstukken" }).click();
  // The choice made in chapter 2 is still there, and its chapter still open.
  await expect(page.getByLabel("Plek voor 'Hoofdstuk 2'")).toHaveValue("missie-en-visie");
  // The page fits the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAxeCleanInBothThemes(page);
  await page.getByRole("button", { name: "Importeren", exact: true }).click();
  await expect(page.getByTestId("import-summary")).toContainText(
    "1 onderdeel ingevuld, 0 tabellen, 44 secties niet geïmporteerd.",
  );
  await page.goto("/kwaliteitssysteem/doelgroep");
  await expect(page.getByRole("textbox", { name: "Doelgroep" })).toHaveValue("");
});

test("after the trial the import is closed with the reason, as every edit; a reader is told who may import", async ({
  signedIn: page,
}) => {
  const { organisation } = await (await page.request.get("/api/me")).json();
  withE2eDatabase((db) =>
    db.prepare("update organisation set created_at = ? where id = ?").run("2020-01-01T00:00:00.000Z", organisation.id),
  );
  await page.goto("/handboek/importeren");
  const notice = page.getByTestId("import-read-only");
  await expect(notice).toContainText("Uw proefperiode is voorbij. Voor het bewerken is een abonnement nodig.");
  await expect(notice.getByRole("link", { name: "Naar Abonnement" })).toHaveAttribute("href", "/abonnement");
  await expect(page.getByLabel("Word-bestand (.docx, ten hoogste 50 MB)")).toHaveCount(0);

  withE2eDatabase((db) =>
    db.prepare("update membership set role = 'reader' where organisation_id = ?").run(organisation.id),
  );
  await page.reload();
  await expect(notice).toContainText("Eigenaren en bewerkers kunnen een handboek importeren.");
  await expect(notice.getByRole("link")).toHaveCount(0);
  await expect(page.getByLabel("Word-bestand (.docx, ten hoogste 50 MB)")).toHaveCount(0);
});
