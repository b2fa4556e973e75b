/**
 * Two-factor sign-in, as a person does it: set it up on the Account page by typing the shown
 * 'Geheime sleutel' into an authenticator (here: a TOTP computed from it), sign out, and sign in
 * again with the password and a fresh code. And an organisation that requires it leads a member
 * to the setup before any data shows.
 */
import type { Page } from "@playwright/test";
import { test, expect, newUser, signUpViaApi } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { moveIntoOrganisation } from "./db";
import { totp } from "../src/server/test/totp";

/** Sets up two-factor sign-in on the Account page; returns the secret the page showed. */
async function setUpOnAccountPage(page: Page, password: string, { axe = false } = {}): Promise<string> {
  await page.getByRole("button", { name: "Tweestapsverificatie instellen" }).click();
  const passwordField = page.getByLabel("Wachtwoord", { exact: true });
  await expect(passwordField).toBeFocused();
  await passwordField.fill("niet-het-wachtwoord");
  await page.getByRole("button", { name: "Doorgaan" }).click();
  await expect(page.getByText("Het wachtwoord klopt niet.")).toBeVisible();
  await passwordField.fill(password);
  await page.getByRole("button", { name: "Doorgaan" }).click();

  await expect(page.getByRole("img", { name: "QR-code om te scannen met uw authenticator-app" })).toBeVisible();
  const shown = (await page.getByTestId("two-factor-secret").textContent())!;
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = shown.replace(/\s/g, "");
  if (axe) await expectNoAxeViolations(page);
  const code = page.getByLabel("Verificatiecode");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await code.fill(totp(secret));
  await page.getByRole("button", { name: "Bevestigen" }).click();

  await expect(page.getByRole("heading", { name: "Uw back-upcodes" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Uw back-upcodes" }).getByRole("listitem")).toHaveCount(10);
  await expect(page.getByText("Normwijs toont ze maar één keer.", { exact: false })).toBeVisible();
  await expect(page.getByTestId("two-factor-result")).toHaveText("Tweestapsverificatie staat aan.");
  await expect(page.getByText("Status: Aan")).toBeVisible();
  return secret;
}

test("two-factor setup from the shown secret, then signing in with password and a fresh code", async ({
  signedIn: page,
  user,
}) => {
  await page.goto("/instellingen/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(page).toHaveTitle("Account · Normwijs");
  await expect(page.getByText("Status: Uit")).toBeVisible();
  const secret = await setUpOnAccountPage(page, user.password, { axe: true });

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Downloaden als tekstbestand" }).click();
  expect((await download).suggestedFilename()).toBe("normwijs-back-upcodes.txt");
  await page.getByRole("button", { name: "Ik heb ze bewaard" }).click();
  await expect(page.getByRole("button", { name: "Nieuwe back-upcodes maken" })).toBeFocused();
  await expect(page.getByRole("list", { name: "Uw back-upcodes" })).toHaveCount(0);

  await page.getByRole("button", { name: "Gebruikersmenu" }).click();
  await page.getByRole("menuitem", { name: "Uitloggen" }).click();
  await expect(page.getByRole("button", { name: "Ik heb al een account" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  const code = page.getByLabel("Verificatiecode");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  expect((await page.request.get("/api/me")).status()).toBe(401);
  await expectNoAxeViolations(page);

  const right = totp(secret);
  await code.fill(right === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByText("De verificatiecode klopt niet.", { exact: false })).toBeVisible();
  await expect(code).toBeFocused();

  await code.fill(totp(secret));
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overzicht");
});

test("signing in with a backup code instead", async ({ signedIn: page, user, baseURL }) => {
  const enabled = await (
    await page.request.post("/api/auth/two-factor/enable", {
      data: { password: user.password },
      headers: { origin: baseURL! },
    })
  ).json();
  const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
  expect(
    (
      await page.request.post("/api/auth/two-factor/verify-totp", {
        data: { code: totp(secret) },
        headers: { origin: baseURL! },
      })
    ).status(),
  ).toBe(200);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.getByRole("button", { name: "Een back-upcode gebruiken" }).click();
  const backup = page.getByLabel("Back-upcode");
  await expect(backup).toBeFocused();
  await backup.fill(enabled.backupCodes[0]);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overzicht");
});

test("an organisation that requires two-factor sign-in leads a member to set it up first", async ({
  signedIn: owner,
  user,
  browser,
  baseURL,
}) => {
  // The owner sets it up for themselves (through the API here; the journey above does it by hand).
  const enabled = await (
    await owner.request.post("/api/auth/two-factor/enable", {
      data: { password: user.password },
      headers: { origin: baseURL! },
    })
  ).json();
  const ownerSecret = new URL(enabled.totpURI).searchParams.get("secret")!;
  expect(
    (
      await owner.request.post("/api/auth/two-factor/verify-totp", {
        data: { code: totp(ownerSecret) },
        headers: { origin: baseURL! },
      })
    ).status(),
  ).toBe(200);

  await owner.goto("/instellingen");
  const required = owner.getByRole("checkbox", { name: "Tweestapsverificatie verplicht" });
  await expect(required).not.toBeChecked();
  await required.click();
  await expect(owner.getByText("Tweestapsverificatie is nu verplicht voor alle leden.")).toBeVisible();
  await expect(required).toBeChecked();

  // A colleague in the owner's organisation, without two-factor sign-in.
  const { organisation } = await (await owner.request.get("/api/me")).json();
  const colleague = newUser();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, colleague, baseURL!);
  const { user: colleagueUser } = await (await page.request.get("/api/me")).json();
  moveIntoOrganisation(colleagueUser.id, organisation.id, "editor");

  await page.goto("/kwaliteitssysteem/missie-en-visie");
  await expect(page).toHaveURL(/\/instellingen\/account$/);
  await expect(page.getByText("Uw organisatie vraagt tweestapsverificatie. Stel die eerst in.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Missie en visie" })).toHaveCount(0);
  await setUpOnAccountPage(page, colleague.password);
  await page.getByRole("link", { name: "Ik heb ze bewaard, verder naar Normwijs" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overzicht");
  await page.goto("/kwaliteitssysteem/missie-en-visie");
  await expect(page.getByRole("textbox", { name: "Missie en visie" })).toBeEditable();
  await context.close();
});
