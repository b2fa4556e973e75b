/** The complaint clock (Wkkgz): a complaint goes overdue, and a counted extension moves its deadline. */
import { addDays, format } from "date-fns";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { amsterdamDay } from "@core/shared/calendar-day";

/** Today as the app counts it: the day in Amsterdam (at noon, so date arithmetic stays on that day). */
const appToday = () => new Date(`${amsterdamDay(new Date())}T12:00:00`);

const ddMMyyyy = (d: Date) => format(d, "dd-MM-yyyy");
const title = "Oordeel over klacht: Moeder ontevreden over de wachttijd";

/** Picks a day in a cell's calendar with the keyboard, counted in days from today. */
async function pickDay(page: Page, column: string, daysFromToday: number) {
  await page.getByRole("button", { name: new RegExp(`^${column}, rij 1: `) }).click();
  const dialog = page.getByRole("dialog", { name: `Kalender: ${column}, rij 1` });
  const today = dialog.locator(".rdp-today button");
  await expect(today).toBeVisible();
  await today.focus();
  await expect(today).toBeFocused();
  const key = daysFromToday < 0 ? "ArrowLeft" : "ArrowRight";
  for (let i = 0; i < Math.abs(daysFromToday); i++) await page.keyboard.press(key);
  // The day the keys reached, before choosing it.
  await expect(page.locator(":focus")).toHaveText(String(addDays(appToday(), daysFromToday).getDate()));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
}

test("a complaint goes overdue after six weeks; an extension told to the client moves the deadline", async ({
  signedIn: page,
  baseURL,
}) => {
  // A long journey: the Overzicht, the register with axe in both themes, the calendar, back.
  test.setTimeout(120_000);
  const today = appToday();
  const received = addDays(today, -43);
  const sixWeeks = addDays(today, -1);
  const res = await page.request.put("/api/kms/values/meldingen-register", {
    headers: { origin: baseURL! },
    data: {
      value: [
        {
          id: "k1",
          type: "Klacht",
          datum: format(received, "yyyy-MM-dd"),
          klachtOntvangen: format(received, "yyyy-MM-dd"),
          omschrijving: "Moeder ontevreden over de wachttijd",
        },
      ],
      baseRevision: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.goto("/");
  const overdue = page.getByTestId("overdue");
  await expect(overdue.getByRole("listitem").filter({ hasText: title })).toContainText(ddMMyyyy(sixWeeks));
  await overdue.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Incidenten, calamiteiten, klachten en datalekken");
  const clock = page.getByTestId("computed-cell").first();
  await expect(clock).toHaveText(
    `Oordeel binnen 6 weken na ontvangst (Wkkgz en Jeugdwet): uiterlijk ${ddMMyyyy(sixWeeks)}. Nog geen oordeel: de termijn is voorbij.`,
  );

  // An extension alone does not count: the client must be told.
  const extendedTo = addDays(today, 14);
  await pickDay(page, "Termijn verlengd tot", 14);
  await expect(clock).toContainText("De verlenging telt pas als u de cliënt bericht heeft gegeven");
  await expect(clock).toContainText("Nog geen oordeel: de termijn is voorbij.");

  await pickDay(page, "Verlenging gemeld aan cliënt op", -1);
  await expect(clock).toHaveText(
    `Oordeel binnen 6 weken na ontvangst (Wkkgz en Jeugdwet): uiterlijk ${ddMMyyyy(sixWeeks)}. Verlengd tot ${ddMMyyyy(extendedTo)}; de cliënt kreeg bericht op ${ddMMyyyy(sixWeeks)}. Nog geen oordeel.`,
  );
  await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen", { timeout: 8_000 });
  await expectAxeCleanInBothThemes(page);

  await page.getByTestId("sidebar").getByRole("link", { name: "Kwaliteitskalender" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kwaliteitskalender" })).toBeVisible();
  await page.getByLabel("Soort").selectOption({ label: "Klacht" });
  await expect(page.getByTestId("calendar-past").getByText("Hier staat niets.")).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText(ddMMyyyy(extendedTo));
  // Finished in the register with the decision day, not with 'Afgerond'.
  await expect(item.getByRole("button", { name: /afgerond/ })).toHaveCount(0);

  await page.getByTestId("sidebar").getByRole("link", { name: "Overzicht", exact: true }).click();
  await expect(page.getByTestId("soon").getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByTestId("overdue").getByRole("link", { name: title })).toHaveCount(0);
});
