/**
 * Abonnement journeys against the e2e server, which talks to the fake Stripe started in
 * e2e/server.ts (its /pay page stands in for Stripe's hosted checkout).
 */
import { test, expect } from "./fixtures";
import { withE2eDatabase } from "./db";

test("the offer shows the amounts in Dutch notation and the four lines", async ({ signedIn: page }) => {
  await page.goto("/abonnement");
  const offer = page.getByTestId("billing-offer");
  await expect(offer).toContainText("€ 495,00");
  await expect(offer).toContainText("€ 30,00 per maand");
  await expect(offer).toContainText("Op elk moment opzegbaar.");
  for (const line of [
    "Alle 13 onderdelen van het kwaliteitssysteem invullen en bijwerken",
    "Uw documenten uploaden, bekijken en downloaden",
    "Alles wat u typt wordt vanzelf bewaard",
    "Zonder abonnement blijven uw gegevens leesbaar",
  ]) {
    await expect(offer.getByText(line)).toBeVisible();
  }
  await expect(page.getByTestId("trial-notice")).toContainText(/Uw proefperiode loopt tot \d{2}-\d{2}-\d{4}/);
  await expect(offer.getByRole("button", { name: "Abonneren" })).toHaveCount(1);
});

test("an owner subscribes through checkout, cancels and resumes", async ({ signedIn: page }) => {
  await page.goto("/abonnement");
  await page.getByRole("button", { name: "Abonneren" }).click();

  // The browser goes to the Checkout Session URL that (fake) Stripe gave.
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
  await expect(page.getByRole("heading", { name: "Testbetaling" })).toBeVisible();
  await page.getByRole("button", { name: "Betalen" }).click();

  await expect(page).toHaveURL(/\/abonnement\/success\?session_id=cs_test_\w+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor uw abonnement" })).toBeVisible();
  await page.getByRole("link", { name: "Naar mijn abonnement" }).click();

  const current = page.getByTestId("billing-subscription");
  await expect(current.getByTestId("subscription-status")).toHaveText("Actief");
  await expect(current).toContainText("Normwijs abonnement");
  await expect(current).toContainText("€ 30,00 per maand");

  await current.getByRole("button", { name: "Opzeggen" }).click();
  const dialog = page.getByRole("dialog", { name: "Abonnement opzeggen?" });
  await dialog.getByRole("button", { name: "Ja, opzeggen" }).click();
  await expect(current.getByTestId("subscription-ends")).toHaveText(/^Uw abonnement eindigt op \d{2}-\d{2}-\d{4}$/);
  await expect(current.getByTestId("subscription-status")).toHaveCount(0);

  await current.getByRole("button", { name: "Hervatten" }).click();
  await expect(current.getByTestId("subscription-status")).toHaveText("Actief");
  await expect(current.getByTestId("subscription-ends")).toHaveCount(0);
  await expect(current.getByRole("button", { name: "Opzeggen" })).toBeVisible();

  // The overview reads the stored state back after a reload.
  await page.reload();
  await expect(page.getByTestId("subscription-status")).toHaveText("Actief");

  await page.getByRole("button", { name: "Betaalgegevens beheren" }).click();
  await expect(page.getByRole("heading", { name: "Klantportaal" })).toBeVisible();
  await page.getByRole("link", { name: "Terug naar Normwijs" }).click();
  await expect(page).toHaveURL(/\/abonnement$/);
});

test("a subscription waiting for its first payment is the current one, without a second checkout or cancel", async ({
  signedIn: page,
}) => {
  await page.goto("/abonnement");
  await page.getByRole("button", { name: "Abonneren" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
  await page.getByRole("button", { name: "Eerste betaling blijft open" }).click();
  await expect(page).toHaveURL(/\/abonnement\/success\?session_id=cs_test_\w+$/);
  await page.getByRole("link", { name: "Naar mijn abonnement" }).click();

  const current = page.getByTestId("billing-subscription");
  await expect(current.getByTestId("subscription-status")).toHaveText("Onvolledig");
  await expect(current.getByTestId("first-payment-pending")).toContainText(
    "Uw abonnement wacht nog op de eerste betaling.",
  );
  await expect(current.getByRole("button", { name: "Opzeggen" })).toHaveCount(0);
  await expect(current.getByRole("button", { name: "Betaalgegevens beheren" })).toBeVisible();
  // The server refuses a second checkout for it, so the page offers none.
  await expect(page.getByTestId("billing-offer")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Abonneren" })).toHaveCount(0);
});

test("leaving checkout lands on a Dutch cancel page with a way back to the offer", async ({ signedIn: page }) => {
  await page.goto("/abonnement");
  await page.getByRole("button", { name: "Abonneren" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
  await page.getByRole("link", { name: "Terug" }).click();

  await expect(page).toHaveURL(/\/abonnement\/cancel$/);
  await expect(page.getByRole("heading", { name: "Betaling afgebroken" })).toBeVisible();
  await expect(page.getByText("Er is niets afgeschreven.", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "Terug naar het abonnement" }).click();
  await expect(page.getByTestId("billing-offer")).toBeVisible();
});

test("after paying, a page that was read-only can be edited at once, without a reload", async ({ signedIn: page }) => {
  const { organisation } = await (await page.request.get("/api/me")).json();
  // The trial ended long ago: editing needs a subscription.
  withE2eDatabase((db) =>
    db.prepare("update organisation set created_at = ? where id = ?").run("2020-01-01T00:00:00.000Z", organisation.id),
  );
  await page.goto("/kwaliteitssysteem/missie-en-visie");
  const field = page.getByRole("textbox", { name: "Missie en visie" });
  await expect(page.getByText("Uw proefperiode is voorbij.", { exact: false })).toBeVisible();
  await expect(field).not.toBeEditable();

  // The success page's check with Stripe is held until the user is back at work, so the page
  // first learns 'read-only' and must then take the paid state without a reload.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/billing/sync", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/abonnement");
  await page.getByRole("button", { name: "Abonneren" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
  await page.getByRole("button", { name: "Betalen" }).click();
  await expect(page).toHaveURL(/\/abonnement\/success\?session_id=cs_test_\w+$/);
  await page.getByRole("link", { name: "Missie en visie" }).click();
  await expect(page).toHaveURL(/\/kwaliteitssysteem\/missie-en-visie$/);
  await expect(page.getByText("Uw proefperiode is voorbij.", { exact: false })).toBeVisible();
  await expect(field).not.toBeEditable();

  const synced = page.waitForResponse("**/api/billing/sync");
  release();
  expect((await synced).status()).toBe(200);
  await expect(field).toBeEditable();
  await expect(page.getByText("Uw proefperiode is voorbij.", { exact: false })).toHaveCount(0);
  await field.fill("Meteen na het betalen bewerkt.");
  // The section's own indicator: the page's live region repeats the words 100 ms later, so a
  // page-wide text match would find two elements.
  await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen", { timeout: 15_000 });
});
