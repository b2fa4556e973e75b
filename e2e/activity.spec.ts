import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./fixtures";

test("an owner reads the activity log, filters it and downloads it as CSV", async ({
  signedIn: page,
  user,
  baseURL,
}) => {
  // A failed and a good sign-in, and a change in the quality system.
  const failed = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: "verkeerd-wachtwoord" },
    headers: { origin: baseURL! },
  });
  expect(failed.status()).toBe(401);
  await page.goto("/kwaliteitssysteem/missie-en-visie");
  const field = page.getByRole("textbox", { name: "Missie en visie" });
  await field.fill("Wij helpen gezinnen.");
  await field.blur();
  await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen", { timeout: 8_000 });

  await page.goto("/instellingen");
  await page.getByRole("link", { name: "Naar Activiteit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activiteit" })).toBeVisible();
  const rows = page.getByTestId("activity-entry");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Kwaliteitssysteem gewijzigd");
  await expect(rows.nth(0)).toContainText("Missie en visie");
  await expect(rows.nth(0)).toContainText(user.name);
  await expect(rows.nth(1)).toContainText("Inloggen mislukt");
  await expect(rows.nth(1)).toContainText("verkeerd wachtwoord");
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.getByLabel("Soort").selectOption({ label: "Inloggen mislukt" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Inloggen mislukt");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exporteren als CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Activiteit \d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("Datum en tijd;Soort;Wie;Onderwerp;Details;Adres");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("Inloggen mislukt");

  await page.getByRole("button", { name: "Filters wissen" }).click();
  await expect(rows).toHaveCount(2);
});
