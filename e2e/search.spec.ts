/**
 * Search (Ctrl+K): found and opened with the keyboard only, the field in the top bar opens the same
 * dialog, results grouped with the matching words marked, the count announced; axe-clean in both
 * themes.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";

async function seed(page: Page, baseURL: string, name: string, value: unknown) {
  const res = await page.request.put(`/api/kms/values/${name}`, {
    headers: { origin: baseURL },
    data: { value, baseRevision: 0 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("search with the keyboard only: Ctrl+K, type, arrow down, Enter opens the result", async ({
  signedIn: page,
  baseURL,
}) => {
  await seed(page, baseURL!, "doelgroep", "Wij helpen cliënten met een licht verstandelijke beperking.");
  await seed(page, baseURL!, "meldingen-register", [
    { id: "rij-1", datum: "2026-03-02", type: "Klacht", omschrijving: "Cliënt klaagt over de wachttijd" },
  ]);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Zoeken" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole("combobox", { name: "Zoekterm" });
  await expect(field).toBeFocused();

  // Without the accent, and half typed.
  await page.keyboard.type("clienten");
  const list = dialog.getByRole("listbox", { name: "Resultaten" });
  await expect(dialog.getByRole("status")).toHaveText(/^\d+( of meer)? resultaten?\.$/);
  const first = list.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  const topic = list.getByRole("group", { name: "Kwaliteitssysteem" }).getByRole("option");
  await expect(topic).toContainText("Wij helpen cliënten met een licht verstandelijke beperking.");
  await expect(topic.locator("mark")).toHaveText(["cliënten"]);

  await field.fill("wachttijd");
  const register = list.getByRole("group", { name: "Registers" }).getByRole("option");
  await expect(register).toHaveCount(1);
  // The register is not the first group: move to it with the arrow keys.
  const options = list.getByRole("option");
  const count = await options.count();
  const target = await register.getAttribute("id");
  for (let i = 0; i < count && (await field.getAttribute("aria-activedescendant")) !== target; i++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(field).toHaveAttribute("aria-activedescendant", target!);
  await expect(register).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/kwaliteitssysteem\/meldingen$/);
});

test("the field in the top bar opens search; nothing found says so; Escape closes and returns focus", async ({
  signedIn: page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const opener = page.getByRole("button", { name: /^Zoeken \((Ctrl\+K|⌘K)\)$/ });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Zoeken" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText("Typ een woord om te zoeken.");

  await page.keyboard.type("qwertyuiop");
  await expect(dialog.getByRole("status")).toHaveText("Niets gevonden voor 'qwertyuiop'.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the search dialog with results is axe-clean in both themes", async ({ signedIn: page, baseURL }) => {
  await seed(page, baseURL!, "doelgroep", "Onze kwaliteitskalender voor cliënten en hun ouders.");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Zoeken" });
  await dialog.getByRole("combobox", { name: "Zoekterm" }).fill("kwaliteitskalender");
  await expect(dialog.getByRole("listbox").getByRole("group", { name: "Pagina's" })).toBeVisible();
  await expect(dialog.getByRole("listbox").getByRole("group", { name: "Kwaliteitssysteem" })).toBeVisible();
  await expectAxeCleanInBothThemes(page);
});
