import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./fixtures";

test("a deleted document goes to the Prullenbak and comes back with 'Terugzetten'", async ({ signedIn: page }) => {
  await page.goto("/documenten/beleid");
  await page.getByRole("heading", { level: 1, name: "Beleid" }).waitFor();
  await page.getByTestId("file-input").setInputFiles({
    name: "Privacybeleid 2026.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 privacybeleid"),
  });
  await expect(page.getByTestId("file-name")).toHaveText(["Privacybeleid 2026.pdf"]);

  await page.getByRole("button", { name: "Selecteren" }).click();
  await page.getByRole("checkbox", { name: "Privacybeleid 2026.pdf selecteren" }).check();
  await page.getByRole("button", { name: "Verwijderen (1)" }).click();
  const dialog = page.getByRole("dialog", { name: "Document verwijderen?" });
  await expect(dialog).toContainText("Daar kunt u ze 30 dagen lang terugzetten.");
  await dialog.getByRole("button", { name: "Verwijderen", exact: true }).click();
  await expect(page.getByText("Er staan nog geen documenten in Beleid.")).toBeVisible();

  // Reachable from every document page.
  await page.getByRole("link", { name: "Prullenbak" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Prullenbak" })).toBeVisible();
  const entry = page.getByTestId("bin-entry");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Privacybeleid 2026.pdf");
  await expect(entry).toContainText("Beleid");
  await expect(entry).toContainText("nog 30 dagen");
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  // Filtering by category.
  await page.getByLabel("Categorie").selectOption({ label: "Notulen" });
  await expect(page.getByText("Er staan geen documenten uit deze categorie in de prullenbak.")).toBeVisible();
  await page.getByLabel("Categorie").selectOption({ label: "Alle categorieën" });

  await page.getByRole("button", { name: "Privacybeleid 2026.pdf terugzetten" }).click();
  await expect(page.getByTestId("bin-status")).toHaveText("Privacybeleid 2026.pdf staat weer in Beleid.");
  await expect(page.getByText("De prullenbak is leeg.")).toBeVisible();

  await page.goto("/documenten/beleid");
  await expect(page.getByTestId("file-name")).toHaveText(["Privacybeleid 2026.pdf"]);
  const download = await page.request.get(
    (await page.getByRole("link", { name: "Privacybeleid 2026.pdf downloaden" }).getAttribute("href"))!,
  );
  expect(await download.text()).toBe("%PDF-1.4 privacybeleid");
});

test("an owner empties the Prullenbak after confirming", async ({ signedIn: page }) => {
  await page.goto("/documenten/notulen");
  await page.getByTestId("file-input").setInputFiles([
    { name: "Teamoverleg januari.txt", mimeType: "text/plain", buffer: Buffer.from("notulen januari") },
    { name: "Teamoverleg februari.txt", mimeType: "text/plain", buffer: Buffer.from("notulen februari") },
  ]);
  await expect(page.getByTestId("file-name")).toHaveCount(2);
  await page.getByRole("button", { name: "Selecteren" }).click();
  await page.getByRole("checkbox", { name: "Alles selecteren" }).check();
  await page.getByRole("button", { name: "Verwijderen (2)" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Verwijderen", exact: true }).click();
  await expect(page.getByText("Er staan nog geen documenten in Notulen.")).toBeVisible();

  await page.goto("/documenten/prullenbak");
  await expect(page.getByTestId("bin-entry")).toHaveCount(2);
  await page.getByRole("button", { name: "Prullenbak legen" }).click();
  const confirm = page.getByRole("dialog", { name: "Prullenbak legen?" });
  await expect(confirm).toContainText("Alle 2 documenten in de prullenbak worden definitief verwijderd.");
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await confirm.getByRole("button", { name: "Prullenbak legen" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("De prullenbak is leeg.").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Prullenbak" })).toBeFocused();
  await page.reload();
  await expect(page.getByTestId("bin-entry")).toHaveCount(0);
});
