/**
 * Organisatiebeoordeling, as an owner would do it: draft the year's review from the data, write the
 * conclusions and new goals, save, and find it in the handbook. axe-core finds nothing on the draft, the
 * saved version and the handbook, in both themes.
 */
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";

test("an owner drafts the management review, writes conclusions, saves it and finds it in the handbook", async ({
  signedIn: page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const year = new Date().getFullYear();
  // Two complaints this year in the 4.5 register.
  const register = [
    { id: "r1", datum: `${year}-01-10`, type: "Klacht", omschrijving: "Lang wachten" },
    { id: "r2", datum: `${year}-01-12`, type: "Klacht", omschrijving: "Niet teruggebeld", afgesloten: `${year}-01-20` },
  ];
  const saved = await page.request.put("/api/kms/values/meldingen-register", {
    data: { value: register, baseRevision: 0 },
    headers: { origin: baseURL! },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/");
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("button", { name: "Verbeteren" }).click();
  await sidebar.locator(`a[href="/verbeteren/organisatiebeoordeling"]`).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jaarlijkse beoordeling" })).toBeVisible();
  await expect(page.getByText("Er is nog geen organisatiebeoordeling opgeslagen.")).toBeVisible();
  // Named apart from the Kwaliteitssysteem topic on the same subject, and linked both ways.
  await page.getByTestId("related-page").getByRole("link", { name: "Organisatiebeoordeling" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Organisatiebeoordeling" })).toBeVisible();
  await page.getByTestId("related-page").getByRole("link", { name: "Jaarlijkse beoordeling" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jaarlijkse beoordeling" })).toBeVisible();

  await page.getByLabel("Jaar").selectOption(String(year));
  await page.getByRole("button", { name: "Organisatiebeoordeling opstellen" }).click();
  const draft = page.getByTestId("review-draft");
  await expect(draft.getByRole("heading", { name: `Concept ${year}` })).toBeVisible();
  await expect(draft).toContainText("Meldingen dit jaar: 2");
  await expect(draft).toContainText("Klachten: 2");
  await expect(draft).toContainText("Nog open: 1");
  await expect(draft).toContainText("Nog geen gegevens");
  await expectAxeCleanInBothThemes(page);

  await page.getByLabel("Conclusies").fill("Klachten worden binnen een week afgehandeld.");
  await page.getByLabel("Nieuwe doelstellingen").fill("- Iedereen wordt binnen een dag teruggebeld");
  await page.getByRole("button", { name: "Opslaan als nieuwe versie" }).click();
  await expect(page.getByTestId("review-result")).toContainText("Versie 1 is opgeslagen.");
  const versions = page.getByTestId("review-version");
  await expect(versions).toHaveCount(1);
  await expect(versions.first()).toContainText(`${year}, versie 1`);
  await versions
    .first()
    .getByRole("button", { name: `Bekijken: ${year}, versie 1` })
    .click();
  await expect(versions.first()).toContainText("Klachten worden binnen een week afgehandeld.");
  // A Verbeteractie from this review: the actions page's form opens linked to it.
  await expect(
    versions.first().getByRole("link", { name: new RegExp(`Organisatiebeoordeling ${year}, versie 1`) }),
  ).toBeVisible();
  await expectAxeCleanInBothThemes(page);

  await sidebar.getByRole("button", { name: "Kwaliteitshandboek" }).click();
  await sidebar.getByRole("link", { name: "Handboek bekijken" }).click();
  const handbook = page.getByTestId("handbook");
  await expect(handbook.getByRole("heading", { name: /Jaarlijkse beoordeling$/ })).toBeVisible();
  // Two chapters on the subject, each under the name of its page: no 'Organisatiebeoordelingen'.
  await expect(handbook.getByRole("heading", { name: /Organisatiebeoordelingen/ })).toHaveCount(0);
  await expect(handbook).toContainText("Klachten worden binnen een week afgehandeld.");
  await expect(handbook).toContainText("Iedereen wordt binnen een dag teruggebeld");
  await expect(handbook).toContainText(`${year}, versie 1, opgeslagen op`);
  // The handbook with a saved review: no two regions with one name, no heading level skipped.
  await expectAxeCleanInBothThemes(page);
});
