/**
 * axe-core checks shared by the journeys: a page has no violations, in the current theme or in
 * both. A failure lists each rule with its elements, so the report says what to fix.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) })),
  ).toEqual([]);
}

/** Light, then dark (the app follows the system's colour scheme), then back to light. */
export async function expectAxeCleanInBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    // Colours that are still changing (a transition after the switch) are measured half-way.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
