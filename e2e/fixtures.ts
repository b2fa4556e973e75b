/**
 * Playwright fixtures. `signedIn` gives a page whose browser context is signed in as a fresh user
 * (own organisation), made through the API — only the sign-up journey itself uses the form.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";

export type TestUser = { name: string; email: string; password: string; organisationName: string };

export function newUser(): TestUser {
  const id = randomBytes(5).toString("hex");
  return {
    name: `Anna Test ${id}`,
    email: `anna-${id}@voorbeeld.nl`,
    password: "een-goed-wachtwoord",
    organisationName: `Praktijk ${id}`,
  };
}

export async function signUpViaApi(page: Page, user: TestUser, baseURL: string): Promise<void> {
  const res = await page.request.post("/api/auth/sign-up/email", { data: user, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

export const test = base.extend<{ user: TestUser; signedIn: Page }>({
  user: async ({}, use) => {
    await use(newUser());
  },
  signedIn: async ({ page, user, baseURL }, use) => {
    await signUpViaApi(page, user, baseURL!);
    await use(page);
  },
});

export { expect };

/**
 * Signs up through the landing page's form, exactly as a new user does, and waits for the
 * signed-in overview. For journeys that must start from a real first visit, not from the fixture.
 */
export async function signUpViaForm(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  await page.goto("/");
  await page.getByLabel("Naam", { exact: true }).fill(user.name);
  await page.getByLabel("Naam van uw organisatie").fill(user.organisationName);
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByLabel("Wachtwoord").fill(user.password);
  await page.getByRole("button", { name: "Account aanmaken" }).last().click();
  await expect(page.getByTestId("sidebar")).toBeVisible();
  return user;
}
