/**
 * 'Op orde' means op orde: the owner's readiness follows the legal clocks and the yearly review.
 * A data breach found 4 days ago and never reported to the AP turns 4.5 'Aandacht nodig' on the
 * element page, the Overzicht and the calendar; filling in the report date in the register clears
 * it. A management review of 13 months ago turns 4.6 'Aandacht nodig' until a new date is set.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";

const amsterdamDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const monthsAgo = (months: number) => {
  const [y, m, d] = amsterdamDay().split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 - months, Math.min(d, 28)));
  return date.toISOString().slice(0, 10);
};

async function save(page: Page, baseURL: string, name: string, value: unknown) {
  const res = await page.request.put(`/api/kms/values/${name}`, {
    headers: { origin: baseURL },
    data: { value, baseRevision: 0 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("an unreported data breach of 4 days ago makes 4.5 'Aandacht nodig'; filling in the report date clears it", async ({
  signedIn: page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await save(page, baseURL!, "meldingen-register", [
    { id: "d1", datum: amsterdamDay(-4), type: "Datalek", omschrijving: "Verslag naar verkeerde ouder" },
  ]);

  await page.goto("/normelementen/4.5");
  const dossier = page.getByTestId("element-dossier");
  await expect(dossier.getByText("Aandacht nodig", { exact: true })).toBeVisible();
  const reasons = page.getByTestId("element-reasons");
  await expect(reasons).toContainText("Datalek melden bij de AP: Verslag naar verkeerde ouder");
  await expect(reasons).toContainText("gemeld moeten zijn bij de AP");
  // The register on the element page shows its deadline ('Termijn').
  await expect(dossier.getByRole("columnheader", { name: "Termijn", exact: true })).toBeVisible();
  await expectAxeCleanInBothThemes(page);

  await page.goto("/kalender");
  await expect(page.getByTestId("calendar-past")).toContainText("Datalek melden bij de AP");

  await page.goto("/");
  await page.getByTestId("readiness").locator("summary").click();
  const row = page.getByTestId("readiness-elements").getByRole("listitem").filter({ hasText: "4.5" });
  await expect(row).toContainText("Aandacht nodig");

  // The owner reports it and fills in today as the report date, in the register itself.
  await page.goto("/kwaliteitssysteem/meldingen");
  await expect(page.getByText("Niet gemeld: de termijn is voorbij.")).toBeVisible();
  await page.getByRole("button", { name: "Datum melding, rij 1: Selecteer datum" }).click();
  const calendar = page.getByRole("dialog", { name: "Kalender: Datum melding, rij 1" });
  await calendar.locator(".rdp-today button").click();
  await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen");

  await page.goto("/normelementen/4.5");
  await expect(dossier).toBeVisible();
  await expect(page.getByText("gemeld moeten zijn bij de AP")).toHaveCount(0);
});

test("a management review of 13 months ago makes 4.6 'Aandacht nodig' until a new one is dated", async ({
  signedIn: page,
  baseURL,
}) => {
  await save(page, baseURL!, "datum", monthsAgo(13));
  await page.goto("/normelementen/4.6");
  await expect(page.getByTestId("element-dossier").getByText("Aandacht nodig", { exact: true })).toBeVisible();
  await expect(page.getByTestId("element-reasons")).toContainText(
    "Jaarlijkse organisatiebeoordeling: de termijn liep af op",
  );

  await page.goto("/kwaliteitssysteem/organisatiebeoordeling");
  await page.getByRole("button", { name: /^Datum: / }).click();
  const picker = page.getByRole("dialog", { name: "Kalender: Datum" });
  // The calendar opens on the old date's month: choose this month and year, then today.
  const today = new Date();
  await picker.locator("select").nth(0).selectOption(String(today.getMonth()));
  await picker.locator("select").nth(1).selectOption(String(today.getFullYear()));
  await picker.locator(".rdp-today button").click();
  await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen");

  await page.goto("/normelementen/4.6");
  await expect(page.getByTestId("element-dossier")).toBeVisible();
  await expect(page.getByText("Jaarlijkse organisatiebeoordeling: de termijn liep af op")).toHaveCount(0);
});
