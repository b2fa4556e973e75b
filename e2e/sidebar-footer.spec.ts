/** At 1280 px the sidebar's footer shows 'Team', 'Account', 'Abonnement' and 'Instellingen' whole. */
import { test, expect } from "./fixtures";

test("the sidebar footer's links are not cut off at 1280 × 800", async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Kwaliteitssysteem" });
  await expect(nav).toBeVisible();
  for (const name of ["Team", "Account", "Abonnement", "Instellingen"]) {
    const label = page.getByRole("link", { name, exact: true }).locator("span").last();
    await expect(label).toBeVisible();
    const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut, name).toBe(false);
  }
});
