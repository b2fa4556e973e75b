/**
 * First journeys of a brand-new organisation, each starting from the real sign-up form (not the
 * API fixture), because what a new user meets first is exactly what the fixtures can paper over.
 */
import { test, expect, signUpViaForm } from "./fixtures";

const addGoal = "Nieuwe doelstelling toevoegen";
const deleteGoal = /^Doelstelling verwijderen/;

test("a new organisation: one press on 'Nieuwe doelstelling toevoegen' shows a second goal with 'Doelstelling verwijderen'", async ({
  page,
}) => {
  await signUpViaForm(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "Kwaliteitsdoelstellingen" }).click();
  const sets = page.getByTestId("goal-set");
  // The list starts with one set, as a table starts with one row: ready to type in.
  await expect(sets).toHaveCount(1);
  await expect(page.getByRole("button", { name: deleteGoal })).toHaveCount(0);

  await page.getByRole("button", { name: addGoal }).click();
  await expect(sets).toHaveCount(2, { timeout: 3_000 });
  await expect(page.getByRole("button", { name: deleteGoal })).toHaveCount(2, { timeout: 3_000 });

  await page.reload();
  await expect(sets).toHaveCount(2);
  await expect(page.getByRole("button", { name: deleteGoal })).toHaveCount(2);
  const list = (await (await page.request.get("/api/kms/values")).json()).values["kwaliteitsdoelstellingen-sets"];
  expect(list.value).toHaveLength(2);
});

test("a new organisation uploads klachtenregeling.pdf in Beleid and sees it in the list", async ({ page }) => {
  await signUpViaForm(page);
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("button", { name: "Documenten" }).click();
  await sidebar.getByRole("link", { name: "Beleid", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Beleid", exact: true })).toBeVisible();
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  await page.getByTestId("file-input").setInputFiles({
    name: "klachtenregeling.pdf",
    mimeType: "application/pdf",
    buffer: pdf,
  });
  await expect(page.getByTestId("file-row").filter({ hasText: "klachtenregeling.pdf" })).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("file-row").filter({ hasText: "klachtenregeling.pdf" })).toHaveCount(1);
});

test("after 'Rij toevoegen' the keyboard continues in the new row's first field", async ({ page }) => {
  await signUpViaForm(page);
  await page.goto("/kwaliteitssysteem/context-analyse");
  const add = page.getByRole("button", { name: "Rij toevoegen" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Belanghebbende, rij 2" })).toBeFocused();
  await page.keyboard.type("Gemeente");
  await expect(page.getByRole("textbox", { name: "Belanghebbende, rij 2" })).toHaveValue("Gemeente");

  // A table whose first column is a date: focus lands on the date button of the new row.
  await page.goto("/kwaliteitssysteem/signalen");
  await page.getByRole("button", { name: "Rij toevoegen" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Datum, rij 2: Selecteer datum" })).toBeFocused();
});
