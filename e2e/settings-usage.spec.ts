import { test, expect } from "./fixtures";

test("Instellingen shows the storage in use, and it grows after saving a text", async ({ signedIn: page, baseURL }) => {
  await page.goto("/instellingen");
  const usage = page.getByTestId("storage-usage");
  await expect(usage).toContainText("0 bytes van 50 MB gebruikt voor het kwaliteitssysteem");
  await expect(usage).toContainText("0 bytes van 5 GB gebruikt voor documenten");

  const saved = await page.request.put("/api/kms/values/doelgroep", {
    data: { value: "Jongeren", baseRevision: 0 },
    headers: { origin: baseURL! },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  // '"Jongeren"' is 10 bytes, stored as the current value and as its history row.
  await expect(usage).toContainText("20 bytes van 50 MB gebruikt voor het kwaliteitssysteem");
});

test("turning reminder mails off and on says so, and the choice is kept", async ({ signedIn: page }) => {
  await page.goto("/instellingen");
  const box = page.getByRole("checkbox", { name: "Herinneringen per e-mail" });
  await expect(box).toBeChecked();
  await box.click();
  await expect(page.getByText("U krijgt geen herinneringen per e-mail meer.")).toBeVisible();
  await page.reload();
  await expect(box).not.toBeChecked();
  await box.click();
  await expect(page.getByText("U krijgt weer herinneringen per e-mail.")).toBeVisible();
  await page.reload();
  await expect(box).toBeChecked();
});
