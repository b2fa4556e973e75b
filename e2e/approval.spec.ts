/**
 * 'Vastgesteld': the owner approves her mission text; a typo fix afterwards keeps the approval date
 * and the review date and says 'Gewijzigd na vaststelling'; approving the new version moves the
 * review date to a year after today.
 */
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { withE2eDatabase } from "./db";

const nl = (d: Date) =>
  new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", day: "2-digit", month: "2-digit", year: "numeric" })
    .format(d)
    .replace(/\//g, "-");

test("approve, fix a typo, see 'Gewijzigd na vaststelling', approve again and the review date moves", async ({
  signedIn: page,
  user,
}) => {
  test.setTimeout(120_000);
  await page.goto("/kwaliteitssysteem/missie-en-visie");
  const field = page.getByRole("textbox", { name: "Missie en visie" });
  await field.fill("Wij helpen gezinnen thuis, dichtbij en met respect voor wat zij zelf kunnen.");
  const indicator = page.getByTestId("save-indicator").first();
  await expect(indicator).toHaveText("Opgeslagen");

  const approval = page.getByTestId("approval");
  await expect(approval).toContainText("Nog niet vastgesteld.");
  await approval.getByRole("button", { name: "Vaststellen" }).click();
  await expect(approval).toContainText(`Vastgesteld op ${nl(new Date())} door ${user.name}`);
  await expectAxeCleanInBothThemes(page);

  // As if approved on 10 January 2026: the review date counts from there.
  withE2eDatabase((db) =>
    db
      .prepare(
        `UPDATE approval SET approved_at = ?, version_at = ?
         WHERE subject_id = 'missie-en-visie' AND approved_by = (SELECT id FROM "user" WHERE email = ?)`,
      )
      .run("2026-01-10T09:00:00.000Z", "2026-01-10T08:00:00.000Z", user.email),
  );
  await page.reload();
  const review = page.getByTestId("review-date");
  await expect(review).toContainText("10-01-2027");

  // A typo fix: the approval stays, the review date stays, the page says it changed.
  await field.fill("Wij helpen gezinnen thuis, dichtbij en met respect voor wat zij zelf kunnen!");
  await expect(indicator).toHaveText("Opgeslagen");
  await expect(approval).toContainText("Gewijzigd na vaststelling. De vorige versie is vastgesteld op 10-01-2026");
  await expect(review).toContainText("10-01-2027");

  await approval.getByRole("button", { name: "Nieuwe versie vaststellen" }).click();
  await expect(approval).toContainText(`Vastgesteld op ${nl(new Date())}`);
  const nextYear = new Date();
  nextYear.setFullYear(nextYear.getFullYear() + 1);
  await expect(review).toContainText(nl(nextYear));
  await expect(review).not.toContainText("10-01-2027");
});

test("an owner approves a document in its list; the line says when and by whom, and the review date counts from it", async ({
  signedIn: page,
}) => {
  await page.goto("/documenten/beleid");
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "Klachtenregeling.txt", mimeType: "text/plain", buffer: Buffer.from("Regeling\n") }]);
  await expect(page.getByTestId("file-name")).toHaveText(["Klachtenregeling.txt"]);
  const row = page.getByTestId("file-row");
  await row.getByRole("button", { name: "'Klachtenregeling.txt' vaststellen" }).click();
  const { user } = await (await page.request.get("/api/me")).json();
  await expect(row.getByTestId("file-approval")).toHaveText(`Vastgesteld op ${nl(new Date())} door ${user.name}`);
  await expect(page.getByRole("status").filter({ hasText: "'Klachtenregeling.txt' is vastgesteld." })).toBeVisible();
  // A year after the approval.
  const inAYear = new Date();
  inAYear.setFullYear(inAYear.getFullYear() + 1);
  await expect(row.getByTestId("file-review")).toContainText(nl(inAYear).slice(3));
  await expectAxeCleanInBothThemes(page);
});
