import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

const indicator = (page: Page) => page.getByTestId("save-indicator").first();

/** Types a new text and leaves the field, which saves at once; waits for 'Opgeslagen'. */
async function saveText(page: Page, text: string) {
  const field = page.getByRole("textbox", { name: "Missie en visie" });
  await field.fill(text);
  await field.blur();
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });
  await expect(indicator(page)).toHaveText("", { timeout: 5_000 });
}

test("a policy text's history: compare an old version and restore it", async ({ signedIn: page }) => {
  await page.goto("/kwaliteitssysteem/missie-en-visie");
  await page.getByRole("heading", { name: "Missie en visie" }).waitFor();
  await saveText(page, "Wij helpen jongeren.");
  await saveText(page, "Wij helpen jongeren en ouders.");
  await saveText(page, "Wij helpen gezinnen in de regio.");

  await page.getByRole("button", { name: "Geschiedenis van Missie en visie" }).click();
  const dialog = page.getByRole("dialog", { name: "Geschiedenis van Missie en visie" });
  await expect(dialog).toBeVisible();
  // Three saves by one person within minutes: one entry that opens to show each.
  const entries = dialog.getByTestId("history-version");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("3 opslagen");
  await dialog.getByRole("button", { name: "3 opslagen tonen" }).click();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2)).toContainText("eerste versie, +20 / −0 tekens");

  // The first version against the current text: what was added since and what was removed.
  await entries.nth(2).click();
  await expect(entries.nth(2)).toHaveAttribute("aria-pressed", "true");
  const diff = dialog.getByTestId("history-diff");
  await expect(diff.locator("ins")).toContainText(["gezinnen"]);
  await expect(diff.locator("del")).toContainText(["jongeren"]);

  await dialog.getByRole("button", { name: "Deze versie terugzetten" }).click();
  await expect(dialog).toBeHidden();
  const field = page.getByRole("textbox", { name: "Missie en visie" });
  await expect(field).toHaveValue("Wij helpen jongeren.");
  // Focus goes back to the button that opened the dialog.
  await expect(page.getByRole("button", { name: "Geschiedenis van Missie en visie" })).toBeFocused();

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Missie en visie" })).toHaveValue("Wij helpen jongeren.");
  // The restore is a version of its own; nothing was lost.
  await page.getByRole("button", { name: "Geschiedenis van Missie en visie" }).click();
  await page.getByRole("button", { name: "4 opslagen tonen" }).click();
  await expect(page.getByRole("dialog").getByTestId("history-version")).toHaveCount(4);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a table's history shows the rows that changed", async ({ signedIn: page }) => {
  await page.goto("/kwaliteitssysteem/competentie");
  const cell = page.getByRole("textbox", { name: "Competentie, rij 1" });
  await cell.fill("Meldcode toepassen");
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });
  await expect(indicator(page)).toHaveText("", { timeout: 5_000 });
  await cell.fill("Meldcode en verwijsindex toepassen");
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });

  await page.getByRole("button", { name: /^Geschiedenis van Competentie/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /opslagen tonen/ }).click();
  await dialog.getByTestId("history-version").last().click();
  const diff = dialog.getByTestId("history-diff");
  await expect(diff.getByRole("cell", { name: "Gewijzigd" })).toBeVisible();
  await expect(diff.locator("del")).toContainText(["Meldcode toepassen"]);
  await expect(diff.locator("ins")).toContainText(["Meldcode en verwijsindex toepassen"]);
});
