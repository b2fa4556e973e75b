/**
 * 'Hoort bij normelement' on Documenten: a batch uploaded with an element, a selection linked to
 * another element by keyboard ('Koppel aan normelement'), one document changed on its own, and the
 * element page listing what was linked.
 */
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";

test("documents linked on upload, in bulk and one by one appear on the element page", async ({ signedIn: page }) => {
  // Two uploads, three dialogs and two axe runs: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto("/documenten/beleid");
  // The batch's elements, chosen before picking the files.
  await page.getByRole("button", { name: "Hoort bij normelement: geen" }).click();
  const choose = page.getByRole("dialog", { name: "Hoort bij normelement" });
  await choose.getByRole("checkbox", { name: /^2\.6 / }).check();
  await choose.getByRole("button", { name: "Kiezen" }).click();
  await expect(choose).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Hoort bij normelement: 2.6" })).toBeVisible();
  await page.getByTestId("file-input").setInputFiles([
    { name: "RI&E 2026.txt", mimeType: "text/plain", buffer: Buffer.from("RI&E\n") },
    { name: "Plan van aanpak.txt", mimeType: "text/plain", buffer: Buffer.from("Plan\n") },
  ]);
  // Uploaded at the same moment: the rows' order is not fixed, so each is found by its name.
  const elementsOf = (name: string) =>
    page.getByTestId("file-row").filter({ hasText: name }).getByTestId("file-elements");
  await expect(page.getByTestId("file-name")).toHaveCount(2);
  await expect(elementsOf("Plan van aanpak.txt")).toHaveText(/^2\.6/);
  await expect(elementsOf("RI&E 2026.txt")).toHaveText(/^2\.6/);

  // Both selected with the keyboard, then linked to 1.7 as well.
  await page.getByRole("button", { name: "Selecteren" }).click();
  const link = page.getByRole("button", { name: /^Koppel aan normelement/ });
  await expect(link).toBeDisabled();
  for (const name of ["Plan van aanpak.txt", "RI&E 2026.txt"]) {
    await page.getByRole("checkbox", { name: `${name} selecteren` }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: `${name} selecteren` })).toBeChecked();
  }
  await link.click();
  const bulk = page.getByRole("dialog", { name: "Koppel aan normelement (2)" });
  await expect(bulk.getByRole("button", { name: "Koppelen" })).toBeDisabled();
  await bulk.getByRole("checkbox", { name: /^1\.7 / }).focus();
  await page.keyboard.press("Space");
  await expectAxeCleanInBothThemes(page);
  await bulk.getByRole("button", { name: "Koppelen" }).click();
  await expect(page.getByTestId("documents-status")).toHaveText("2 documenten horen nu bij normelement 1.7.");
  await expect(elementsOf("Plan van aanpak.txt")).toHaveText(/^1\.7, 2\.6/);
  await expect(elementsOf("RI&E 2026.txt")).toHaveText(/^1\.7, 2\.6/);

  // One document on its own: no longer 2.6.
  await page.getByRole("button", { name: /normelementen van Plan van aanpak\.txt wijzigen/ }).click();
  const one = page.getByRole("dialog", { name: "Hoort bij normelement" });
  await one.getByRole("checkbox", { name: /^2\.6 / }).uncheck();
  await one.getByRole("button", { name: "Opslaan" }).click();
  await expect(one).toHaveCount(0);
  await expect(elementsOf("Plan van aanpak.txt")).toHaveText(/^1\.7(?!,)/);
  await expect(elementsOf("RI&E 2026.txt")).toHaveText(/^1\.7, 2\.6/);

  // The element pages list what belongs to them.
  await page.goto("/normelementen/1.7");
  await expect(page.getByTestId("element-documents").getByRole("listitem")).toHaveCount(2);
  await expect(page.getByTestId("element-documents")).toContainText("Plan van aanpak.txt");
  await expect(page.getByTestId("element-documents")).toContainText("RI&E 2026.txt");
  await page.goto("/normelementen/2.6");
  await expect(page.getByTestId("element-documents").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("element-documents")).toContainText("RI&E 2026.txt");
});
