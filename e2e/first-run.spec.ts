/** The first five minutes: a new user signs up with the form and the Overzicht shows where to start. */
import { test, expect, newUser } from "./fixtures";
import { withE2eDatabase } from "./db";

test("after signing up, the Overzicht says where to start and keeps guiding as topics are filled in", async ({
  page,
}) => {
  const user = newUser();
  await page.goto("/");
  await page.getByLabel("Naam", { exact: true }).fill(user.name);
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByLabel("Wachtwoord").fill(user.password);
  // The organisation's name is asked for at once, by the rules of Instellingen.
  await page.getByRole("button", { name: "Account aanmaken" }).last().click();
  await expect(page.getByText("Vul een organisatienaam in.")).toBeVisible();
  await page.getByLabel("Naam van uw organisatie").fill("  Jeugdhulp De Linde ");
  await page.getByRole("button", { name: "Account aanmaken" }).last().click();

  // The keyboard starts on the new page's heading, not on the body where the form was.
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeFocused();
  await expect(page.getByTestId("sidebar-organisation")).toHaveText("Jeugdhulp De Linde");
  await expect(page.getByTestId("name-step")).toHaveCount(0);
  const start = page.getByTestId("first-step");
  await expect(start.getByRole("heading", { level: 2, name: "Waar begint u?" })).toBeVisible();
  // One figure on the Overzicht: the readiness.
  await expect(page.getByTestId("readiness-count")).toHaveText("0 van 23 normelementen op orde");
  await expect(page.getByText(/onderdelen van het kwaliteitssysteem ingevuld|ingevuld \(\d+%\)/)).toHaveCount(0);
  await expect(page.getByText("Er is nog niets verlopen.")).toBeVisible();
  await expect(page.getByText(/Goed bezig/)).toHaveCount(0);

  await start.getByRole("link", { name: "Begin met Missie en visie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Missie en visie" })).toBeVisible();
  await page.getByRole("textbox", { name: "Missie en visie" }).fill("Wij bieden ambulante jeugdhulp aan gezinnen.");
  await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen", { timeout: 8_000 });

  await page.getByTestId("sidebar").getByRole("link", { name: "Overzicht", exact: true }).click();
  await expect(start.getByRole("heading", { level: 2, name: "Verder met uw kwaliteitssysteem" })).toBeVisible();
  await start.getByRole("link", { name: "Begin met Doelgroep" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Doelgroep" })).toBeVisible();
});

test("the landing page and the sign-up form lead to the privacy statement, the terms and contact", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Account aanmaken" });
  await expect(form.getByRole("link", { name: "voorwaarden" })).toHaveAttribute("href", "/voorwaarden");
  await form.getByRole("link", { name: "privacyverklaring" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Privacyverklaring" })).toBeVisible();
  await expect(page).toHaveTitle("Privacyverklaring · Normwijs");
  for (const heading of [
    "Welke gegevens bewaren we?",
    "Waar staan uw gegevens?",
    "Wie verwerkt uw gegevens?",
    "Hoe lang bewaren we uw gegevens?",
    "Uw gegevens meenemen",
    "Gegevens wijzigen of laten verwijderen",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  // As this installation is configured (e2e/server.ts): SQLite, local disk, SMTP and billing on, default retention.
  const main = page.getByRole("main");
  await expect(main).toContainText("Uw gegevens staan in een database (SQLite) op de server van deze installatie.");
  await expect(main).toContainText("Uw documenten staan op de schijf van de server");
  await expect(main).toContainText("via de mailserver die de beheerder heeft ingesteld");
  await expect(main).toContainText("Stripe (Stripe Payments Europe), onze betaalprovider");
  await expect(main).toContainText("Het activiteitenlogboek: 730 dagen.");
  await expect(main).toContainText("30 dagen in de Prullenbak");
  await expect(main).toContainText("Alles exporteren (ZIP)");
  await expect(main).toContainText("Uw account of uw hele organisatie verwijderen kan nog niet in Normwijs zelf.");

  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Voorwaarden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Voorwaarden" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("€ 495,00 eenmalig en € 30,00 per maand");
  await expect(page.getByRole("main")).toContainText("onze betaalprovider");
  await expect(page.getByRole("main")).not.toContainText("Stripe");

  await footer.getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    "Op deze installatie van Normwijs is nog geen contactadres ingesteld.",
  );
  await footer.getByRole("link", { name: "Privacyverklaring" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacyverklaring" })).toBeVisible();
});

test("an organisation without a name is asked for it on the Overzicht, and no page prints a placeholder", async ({
  signedIn: page,
}) => {
  // An organisation from before sign-up asked for the name.
  const me = await (await page.request.get("/api/me")).json();
  withE2eDatabase((db) => db.prepare("UPDATE organisation SET name = '' WHERE id = ?").run(me.organisation.id));

  await page.goto("/handboek");
  await expect(page.getByTestId("handbook")).toContainText("Kwaliteitshandboek");
  await expect(page.getByTestId("handbook")).not.toContainText("Naamloze organisatie");
  await expect(page.getByTestId("sidebar")).not.toContainText("Uw organisatienaam");

  await page.getByTestId("sidebar").getByRole("link", { name: "Overzicht", exact: true }).click();
  const step = page.getByTestId("name-step");
  await expect(step.getByRole("heading", { level: 2, name: "Hoe heet uw organisatie?" })).toBeVisible();
  await step.getByLabel("Organisatienaam").fill("Praktijk De Linde");
  await step.getByRole("button", { name: "Opslaan" }).click();
  await expect(step.getByRole("status")).toHaveText("Opgeslagen");
  await expect(page.getByTestId("sidebar-organisation")).toHaveText("Praktijk De Linde");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  await expect(step).toHaveCount(0);
});
