/**
 * What a new user meets in the first minutes, as a user meets it: the e-mail banner that must not
 * push the page down, and is small on a phone and closes for the session; a sidebar that shows
 * every group at 1280×800; a date picker that the keyboard can use.
 */
import type { Page } from "@playwright/test";
import { format } from "date-fns";
import { test, expect } from "./fixtures";

/** Adds up the page's layout shifts (as Lighthouse's CLS counts them: not right after input). */
async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

for (const path of ["/kwaliteitssysteem/missie-en-visie", "/verbeteren/acties"]) {
  test(`on a phone, ${path} does not jump when the e-mail banner appears`, async ({ signedIn: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const layoutShift = await trackLayoutShift(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".animate-spin")).toHaveCount(0);
    const banner = page.getByTestId("verify-email-banner");
    await expect(banner).toBeVisible();
    // Lighthouse calls up to 0.1 good.
    await expect.poll(layoutShift).toBeLessThan(0.1);
    expect(await layoutShift()).toBeLessThan(0.1);
  });
}

test("the e-mail banner is compact on a phone and closes for the session", async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const banner = page.getByTestId("verify-email-banner");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Bevestig uw e-mailadres");
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(120);

  await banner.getByRole("button", { name: "Opnieuw versturen" }).click();
  await expect(banner).toContainText("We hebben een nieuwe e-mail gestuurd");

  await banner.getByRole("button", { name: "Melding sluiten" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator("#inhoud")).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  await expect(banner).toHaveCount(0);
  // A new session (another tab of a new browser context would be a new session too) shows it again.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(banner).toBeVisible();
});

test("at 1280×800 the sidebar shows Verbeteren and Documenten without scrolling, also on a topic page", async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const sidebar = page.getByTestId("sidebar");
  for (const path of ["/", "/kwaliteitssysteem/organisatiebeoordeling"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const group of ["Verbeteren", "Documenten"]) {
      await expect(sidebar.getByRole("button", { name: group })).toBeInViewport({ ratio: 1 });
    }
    // Nothing was scrolled to get there.
    expect(
      await sidebar
        .getByRole("navigation")
        .first()
        .evaluate((nav) => nav.scrollTop),
    ).toBe(0);
  }
});

test("the date picker opens on today for the keyboard: the arrows move a day, Enter picks it", async ({
  signedIn: page,
}) => {
  await page.goto("/verbeteren/acties");
  await page.getByRole("link", { name: "Nieuwe verbeteractie" }).click();
  const dialog = page.getByRole("dialog", { name: "Nieuwe verbeteractie" });
  await dialog.getByRole("button", { name: "Uiterlijk gereed: Selecteer datum" }).focus();
  await page.keyboard.press("Enter");
  const calendar = page.getByRole("dialog", { name: "Kalender: Uiterlijk gereed" });
  await expect(calendar.locator(".rdp-today button")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const picked = dialog.getByRole("button", { name: `Uiterlijk gereed: ${format(tomorrow, "dd-MM-yyyy")}` });
  await expect(picked).toBeFocused();

  // Opened again, it starts on the chosen day.
  await page.keyboard.press("Enter");
  await expect(calendar.getByRole("gridcell", { selected: true }).getByRole("button")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
});
