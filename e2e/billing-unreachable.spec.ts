/**
 * Abonnement when Stripe is configured but cannot be reached: a new user (fresh sign-up through
 * the form) gets a Dutch message that says so, not a spinner or an English error. Runs against a
 * second e2e server whose Stripe address refuses every connection.
 */
import { test, expect, signUpViaForm } from "./fixtures";
import { startSecondServer, type SecondServer } from "./second-server";

let server: SecondServer;
test.beforeAll(async ({}, testInfo) => {
  server = await startSecondServer({ E2E_STRIPE: "unreachable" }, testInfo.parallelIndex);
});
test.afterAll(async () => server?.stop());

test("Abonnement with Stripe unreachable shows a Dutch error after 'Abonneren'", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  await signUpViaForm(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "Abonnement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Abonnement" })).toBeVisible();
  await page.getByRole("button", { name: "Abonneren" }).click();
  const error = page.getByTestId("billing-offer").getByRole("alert");
  await expect(error).toHaveText(/niet bereikbaar|mislukt|fout/, { timeout: 20_000 });
  await expect(error).toContainText("De betaaldienst is nu niet bereikbaar.");
  await expect(page.getByRole("button", { name: "Abonneren" })).toBeEnabled();
  await context.close();
});

test("with Stripe unreachable a new user still uploads a document in Beleid", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  await signUpViaForm(page);
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("button", { name: "Documenten" }).click();
  await sidebar.getByRole("link", { name: "Beleid", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Beleid", exact: true })).toBeVisible();
  await page.getByTestId("file-input").setInputFiles({
    name: "klachtenregeling.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
  });
  await expect(page.getByTestId("file-row").filter({ hasText: "klachtenregeling.pdf" })).toHaveCount(1);
  await context.close();
});
