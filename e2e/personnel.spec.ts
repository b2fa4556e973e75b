/**
 * Medewerkers (issue 40): an owner adds a worker whose registration expires in 20 days and whose
 * VOG is three years and one day old; element 2.2 turns 'Aandacht nodig' with two reasons and the
 * calendar shows two items and one reminder mail names both; a new VOG with its file removes one reason; the pages work at 375 px
 * and are axe clean in both themes; a Lezer without a record of their own gets the refusal.
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { mailsTo, runAdmin, withE2eDatabase } from "./db";

const amsterdamDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
/** The same day `years` earlier, then one day before that (29 February never occurs in a test run's answer). */
const yearsAndADayAgo = (years: number) => {
  const [y, m, d] = amsterdamDay().split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d - 1));
  return date.toISOString().slice(0, 10);
};
const dutch = (iso: string) => iso.split("-").reverse().join("-");

/** Picks a day in a date picker: its month and year from the dropdowns, then the day. */
async function pickDate(page: Page, scope: Locator, label: string, iso: string) {
  await scope.getByRole("button", { name: new RegExp(`^${label}: `) }).click();
  const calendar = page.getByRole("dialog", { name: `Kalender: ${label}` });
  const [y, m] = iso.split("-").map(Number) as [number, number];
  await calendar.locator("select.rdp-years_dropdown").selectOption(String(y));
  await calendar.locator("select.rdp-months_dropdown").selectOption(String(m - 1));
  await calendar.locator(`[data-day="${iso}"] button`).click();
  await expect(scope.getByRole("button", { name: `${label}: ${dutch(iso)}` })).toBeVisible();
}

test("an owner keeps a worker's VOG and registration; 2.2 names what is expiring; a Lezer gets no access", async ({
  signedIn: page,
  user,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  // On a phone the sidebar is a sheet; the page is under 'Organisatie'.
  await page.getByRole("button", { name: /Zijbalk in- of uitklappen/ }).click();
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("button", { name: "Organisatie" }).click();
  await sidebar.getByRole("link", { name: "Medewerkers", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Medewerkers" })).toBeVisible();
  await expect(page.getByText("Er zijn nog geen medewerkers vastgelegd.")).toBeVisible();

  await page.getByRole("button", { name: "Medewerker toevoegen" }).click();
  const form = page.getByRole("form", { name: "Nieuwe medewerker" });
  await form.getByLabel("Naam", { exact: true }).fill("Sanne Jansen");
  await form.getByLabel("Functie").fill("Jeugdzorgwerker");
  await form.getByLabel("Uren per week").fill("28,5");
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sanne Jansen" })).toBeVisible();

  // The VOG, issued three years and one day ago.
  const add = page.getByRole("form", { name: "Iets vastleggen" });
  const vogIssued = yearsAndADayAgo(3);
  await pickDate(page, add, "Datum van afgifte", vogIssued);
  await add.getByLabel("Screeningsprofiel").fill("Jeugdzorg");
  await add.getByRole("button", { name: "Toevoegen" }).click();
  const rows = page.getByTestId("item-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Verlopen");

  // The SKJ registration, valid for 20 more days.
  await add.getByLabel("Wat legt u vast?").selectOption({ label: "Registratie" });
  await add.getByLabel("Registratienummer").fill("100012345");
  await pickDate(page, add, "Geldig tot", amsterdamDay(20));
  await add.getByRole("button", { name: "Toevoegen" }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "SKJ" })).toContainText("Verloopt binnen 30 dagen");
  await expectAxeCleanInBothThemes(page);

  await page.goto("/normelementen/2.2");
  const dossier = page.getByTestId("element-dossier");
  await expect(dossier.getByText("Aandacht nodig", { exact: true })).toBeVisible();
  const reasons = page.getByTestId("element-reasons");
  await expect(reasons).toContainText(
    `Een VOG van een medewerker is verlopen (geldig tot ${dutch(addYears(vogIssued, 3))})`,
  );
  await expect(reasons).toContainText(`Een registratie van een medewerker verloopt op ${dutch(amsterdamDay(20))}`);
  await expect(reasons).not.toContainText("Sanne");

  await page.goto("/kalender");
  await expect(page.getByText("Medewerker: VOG van Sanne Jansen vernieuwen")).toBeVisible();
  await expect(page.getByText("Medewerker: Registratie SKJ van Sanne Jansen verlengen")).toBeVisible();

  // The reminder job (run as an operator would, for this owner only): one mail with both dates.
  runAdmin("reminders", "run", user.email);
  const personnelMails = () => mailsTo(user.email).filter((m) => m.subject.startsWith("Medewerkers:"));
  await expect.poll(() => personnelMails().length).toBe(1);
  const mail = personnelMails()[0]!;
  expect(mail.subject).toMatch(/^Medewerkers: 2 datums vragen aandacht/);
  expect(mail.text).toContain("VOG van Sanne Jansen vernieuwen");
  expect(mail.text).toContain("Registratie SKJ van Sanne Jansen verlengen");

  // A new VOG, with its scan: one reason less.
  await page.goto("/medewerkers");
  await page.getByRole("link", { name: "Sanne Jansen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sanne Jansen" })).toBeVisible();
  await pickDate(page, add, "Datum van afgifte", amsterdamDay());
  await add.getByRole("button", { name: "Toevoegen" }).click();
  await expect(rows).toHaveCount(3);
  const newVog = rows.filter({ hasText: dutch(amsterdamDay()) });
  await newVog.getByLabel("Bestand uploaden bij VOG").setInputFiles({
    name: "VOG Sanne Jansen.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 verklaring omtrent het gedrag"),
  });
  await expect(newVog.getByRole("link", { name: "VOG Sanne Jansen.pdf openen" })).toBeVisible();

  await page.goto("/normelementen/2.2");
  await expect(reasons).toContainText("Een registratie van een medewerker verloopt op");
  await expect(reasons).not.toContainText("Een VOG van een medewerker");

  await page.goto("/medewerkers");
  await expect(page.getByTestId("person-row")).toContainText("1 datum vraagt aandacht");
  await expectAxeCleanInBothThemes(page);

  // The same person as a Lezer, without a record of their own: the refusal, nothing of anyone.
  withE2eDatabase((db) =>
    db
      .prepare(`update membership set role = 'reader' where user_id = (select id from "user" where email = ?)`)
      .run(user.email),
  );
  await page.goto("/medewerkers");
  await expect(page.getByText("U heeft geen toegang tot de gegevens van medewerkers.")).toBeVisible();
  await expect(page.getByText("Sanne Jansen")).toHaveCount(0);
  expect((await page.request.get("/api/personnel")).status()).toBe(403);
  await page.goto("/kalender");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Sanne Jansen")).toHaveCount(0);
});

function addYears(iso: string, years: number) {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${y + years}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}
