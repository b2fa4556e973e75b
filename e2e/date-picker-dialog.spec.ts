/**
 * The date picker inside a dialog, at the sizes people use (a laptop, a small laptop, a phone):
 * opened from the keyboard or the mouse, its calendar is fully on screen, and once a day is picked
 * the dialog's 'Opslaan' is visible, not covered, and saves.
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";

/** The element at the button's centre is the button itself (or inside it): nothing lies over it. */
const uncovered = (button: Locator) =>
  button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return Boolean(top && el.contains(top));
  });

async function overlap(a: Locator, b: Locator) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width}×${viewport.height} the calendar in the Verbeteractie dialog leaves 'Opslaan' usable`, async ({
    signedIn: page,
  }: {
    signedIn: Page;
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/verbeteren/acties");
    await page.getByRole("link", { name: "Nieuwe verbeteractie" }).click();
    const dialog = page.getByRole("dialog", { name: "Nieuwe verbeteractie" });
    await dialog.getByLabel("Omschrijving").fill("Protocol herzien");
    const save = dialog.getByRole("button", { name: "Opslaan" });

    await dialog.getByRole("button", { name: "Uiterlijk gereed: Selecteer datum" }).click();
    const calendar = page.getByRole("dialog", { name: "Kalender: Uiterlijk gereed" });
    await expect(calendar.locator(".rdp-today button")).toBeFocused();
    await expect(calendar).toBeInViewport({ ratio: 1 });
    test.info().annotations.push({
      type: "calendar over Opslaan while open",
      description: String(await overlap(calendar, save)),
    });

    await calendar.locator(".rdp-today button").click();
    await expect(calendar).toBeHidden();
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    expect(await uncovered(save)).toBe(true);
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("action-row").filter({ hasText: "Protocol herzien" })).toBeVisible();
  });
}
