/**
 * Every page, as a visitor and as a signed-in user, in the light and the dark theme: axe-core finds
 * no violations, the browser tab has the page's title, 'Direct naar de inhoud' is the first thing
 * the keyboard reaches, and at 320 px the page does not scroll sideways.
 */
import type { Page } from "@playwright/test";
import { documentCategories, topics } from "@norm/catalogue";
import { test, expect } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { expectNoSidewaysScroll } from "./layout";

type PageCase = { path: string; title: string; heading: string | RegExp };

const normwijs = (title: string) => `${title} · Normwijs`;
const notFound: Omit<PageCase, "path"> = { title: normwijs("Pagina niet gevonden"), heading: "Pagina niet gevonden" };

const visitorPages: PageCase[] = [
  {
    path: "/",
    title: "Normwijs — kwaliteitsmanagement voor kleine zorgorganisaties",
    heading: "Uw kwaliteitssysteem, eenvoudig op orde",
  },
  { path: "/login", title: normwijs("Inloggen"), heading: "Inloggen" },
  {
    path: "/uitnodiging/bestaat-niet",
    title: normwijs("Deze uitnodiging bestaat niet"),
    heading: "Deze uitnodiging bestaat niet",
  },
  { path: "/wachtwoord-vergeten", title: normwijs("Wachtwoord vergeten"), heading: "Wachtwoord vergeten" },
  {
    path: "/wachtwoord-herstellen?token=bestaat-niet",
    title: normwijs("Deze link werkt niet meer"),
    heading: "Deze link werkt niet meer",
  },
  {
    path: "/e-mail-bevestigen?token=bestaat-niet",
    title: normwijs("Deze link werkt niet meer"),
    heading: "Deze link werkt niet meer",
  },
  {
    path: "/auditor#bestaat-niet",
    title: normwijs("Deze link bestaat niet"),
    heading: "Deze link bestaat niet",
  },
  { path: "/privacy", title: normwijs("Privacyverklaring"), heading: "Privacyverklaring" },
  { path: "/voorwaarden", title: normwijs("Voorwaarden"), heading: "Voorwaarden" },
  { path: "/contact", title: normwijs("Contact"), heading: "Contact" },
  { path: "/vragenlijst/bestaat-niet", title: normwijs("Vragenlijst"), heading: "Vragenlijst" },
  { path: "/bestaat-niet", ...notFound },
];

/** Pages that are a single card (sign-in, an invitation, the account links): nothing to skip. */
const singleCard = ["/login", "/uitnodiging/", "/wachtwoord-", "/e-mail-bevestigen", "/auditor", "/vragenlijst/"];

const memberPages: PageCase[] = [
  { path: "/", title: normwijs("Overzicht"), heading: "Overzicht" },
  { path: "/kalender", title: normwijs("Kwaliteitskalender"), heading: "Kwaliteitskalender" },
  ...topics.map((t) => ({ path: `/kwaliteitssysteem/${t.slug}`, title: normwijs(t.title), heading: t.title })),
  ...documentCategories.map((c) => ({ path: `/documenten/${c.slug}`, title: normwijs(c.title), heading: c.title })),
  { path: "/documenten/prullenbak", title: normwijs("Prullenbak"), heading: "Prullenbak" },
  {
    path: "/invulinstructie",
    title: normwijs("Hoe vul ik het kwaliteitssysteem in?"),
    heading: "Hoe vul ik het kwaliteitssysteem in?",
  },
  { path: "/invulinstructie/tips", title: normwijs("Tips en trucs"), heading: "Tips en trucs" },
  { path: "/instellingen", title: normwijs("Instellingen"), heading: "Instellingen" },
  { path: "/instellingen/team", title: normwijs("Team"), heading: "Team" },
  {
    path: "/verbeteren/clientervaringen",
    title: normwijs("Vragenlijst voor cliënten"),
    heading: "Vragenlijst voor cliënten",
  },
  {
    path: "/verbeteren/organisatiebeoordeling",
    title: normwijs("Jaarlijkse beoordeling"),
    heading: "Jaarlijkse beoordeling",
  },
  { path: "/instellingen/account", title: normwijs("Account"), heading: "Account" },
  { path: "/instellingen/activiteit", title: normwijs("Activiteit"), heading: "Activiteit" },
  { path: "/handboek", title: normwijs("Kwaliteitshandboek"), heading: "Kwaliteitshandboek" },
  { path: "/handboek/exporteren", title: normwijs("Exporteren"), heading: "Exporteren" },
  { path: "/handboek/auditor", title: normwijs("Auditortoegang"), heading: "Auditortoegang" },
  { path: "/verbeteren/acties", title: normwijs("Verbeteracties"), heading: "Verbeteracties" },
  { path: "/verbeteren/audits", title: normwijs("Interne audits"), heading: "Interne audits" },
  { path: "/abonnement", title: normwijs("Abonnement"), heading: "Abonnement" },
  { path: "/abonnement/success", title: normwijs("Bedankt voor uw abonnement"), heading: "Bedankt voor uw abonnement" },
  { path: "/abonnement/cancel", title: normwijs("Betaling afgebroken"), heading: "Betaling afgebroken" },
  { path: "/bestaat-niet", ...notFound },
  { path: "/kwaliteitssysteem/bestaat-niet", ...notFound },
];

/** Opens the page and waits until it shows its content: its heading, and nothing still loading. */
async function openPage(page: Page, { path, title, heading }: PageCase) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator(".animate-spin")).toHaveCount(0);
  await expect(page).toHaveTitle(title);
}

async function expectSkipLinkFirst(page: Page) {
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Direct naar de inhoud" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#inhoud")).toBeFocused();
}

async function expectTheme(page: Page, colorScheme: "light" | "dark") {
  if (colorScheme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const pageCase of visitorPages) {
      test(`visitor: ${pageCase.path}`, async ({ page }) => {
        await openPage(page, pageCase);
        await expectTheme(page, colorScheme);
        await expectNoAxeViolations(page);
        if (!singleCard.some((prefix) => pageCase.path.startsWith(prefix))) await expectSkipLinkFirst(page);
        await expectNoSidewaysScroll(page, 320);
      });
    }

    for (const pageCase of memberPages) {
      test(`signed in: ${pageCase.path}`, async ({ signedIn: page }) => {
        await openPage(page, pageCase);
        await expectTheme(page, colorScheme);
        await expectNoAxeViolations(page);
        await expectSkipLinkFirst(page);
        await expectNoSidewaysScroll(page, 320);
        await expectNoAxeViolations(page);
      });
    }
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`${colorScheme} theme: the open date picker`, async ({ signedIn: page }) => {
    await page.emulateMedia({ colorScheme });
    await openPage(page, { path: "/kwaliteitssysteem/signalen", title: normwijs("Signalen"), heading: "Signalen" });
    await page.getByRole("button", { name: "Datum, rij 1: Selecteer datum" }).click();
    await expect(page.getByRole("grid")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`${colorScheme} theme: the history dialog with a comparison`, async ({ signedIn: page }) => {
    await page.emulateMedia({ colorScheme });
    await openPage(page, {
      path: "/kwaliteitssysteem/missie-en-visie",
      title: normwijs("Missie en visie"),
      heading: "Missie en visie",
    });
    const field = page.getByRole("textbox", { name: "Missie en visie" });
    for (const text of ["Eerste tekst.", "Tweede tekst, langer."]) {
      await field.fill(text);
      await field.blur();
      await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen", { timeout: 8_000 });
    }
    await page.getByRole("button", { name: "Geschiedenis van Missie en visie" }).click();
    await page.getByRole("button", { name: "2 opslagen tonen" }).click();
    await page.getByTestId("history-version").last().click();
    await expect(page.getByTestId("history-diff")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
