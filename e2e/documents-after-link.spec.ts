/**
 * A daily flow that crashed: upload under Documenten › Beleid, link it on element 1.2 with
 * 'Document koppelen' (map 'Beleid'), then open Documenten › Beleid from the sidebar, all without
 * reloading the page: the list shows the file (the two pages share one cache entry of one shape).
 */
import { test, expect } from "./fixtures";

test("the documents page still works after linking a document on an element page, without a reload", async ({
  signedIn: page,
}) => {
  await page.goto("/documenten/beleid");
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "Kwaliteitsbeleid.txt", mimeType: "text/plain", buffer: Buffer.from("Beleid\n") }]);
  await expect(page.getByTestId("file-name")).toHaveText(["Kwaliteitsbeleid.txt"]);

  // In the app, by its links: the sidebar's Overzicht, then element 1.2 from the readiness list.
  const nav = page.getByRole("navigation", { name: "Kwaliteitssysteem" });
  await nav.getByRole("link", { name: "Overzicht" }).click();
  await page.getByTestId("readiness").locator("summary").click();
  await page
    .getByTestId("readiness-elements")
    .getByRole("link", { name: /^1\.2 / })
    .click();
  await page.getByRole("button", { name: "Document koppelen" }).click();
  const dialog = page.getByRole("dialog", { name: "Document koppelen" });
  await dialog.getByRole("combobox").selectOption({ label: "Beleid" });
  await dialog.getByRole("checkbox", { name: "Kwaliteitsbeleid.txt" }).check();
  await dialog.getByRole("button", { name: "Koppelen" }).click();
  await expect(dialog).toHaveCount(0);

  await nav.locator(`a[href="/documenten/beleid"]`).click();
  await expect(page).toHaveURL(/\/documenten\/beleid$/);
  await expect(page.getByText("Er ging iets mis")).toHaveCount(0);
  await expect(page.getByTestId("file-name")).toHaveText(["Kwaliteitsbeleid.txt"]);
  await expect(page.getByTestId("file-row").getByTestId("file-elements")).toHaveText(/1\.2/);
});
