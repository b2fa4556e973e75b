/**
 * Colleagues' edits appear live: two members of one organisation (the second is moved into the
 * first one's organisation in the database, as an accepted invitation would), each in their own
 * browser; and one person in two tabs.
 */
import type { Browser, Page } from "@playwright/test";
import { test, expect, newUser, signUpViaApi, type TestUser } from "./fixtures";
import { moveIntoOrganisation } from "./db";

const missionPage = "/kwaliteitssysteem/missie-en-visie";
const field = (page: Page) => page.getByRole("textbox", { name: "Missie en visie" });

async function openBrowser(browser: Browser, baseURL: string, user: TestUser) {
  const context = await browser.newContext({ baseURL, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  await signUpViaApi(page, user, baseURL);
  return { context, page };
}

/** Opens the mission page and waits until its live-event stream is connected. */
async function openMission(page: Page) {
  const stream = page.waitForResponse((r) => r.url().endsWith("/api/kms/events") && r.status() === 200);
  await page.goto(missionPage);
  await expect(field(page)).toBeVisible();
  await stream;
}

/** Types a text and leaves the field, which saves it at once; waits for the save's answer. */
async function typeAndSave(page: Page, text: string) {
  const saved = page.waitForResponse((r) => r.url().includes("/api/kms/values/") && r.request().method() === "PUT");
  await field(page).fill(text);
  await field(page).blur();
  expect((await saved).status()).toBe(200);
}

test("a colleague's save appears on the open page within 2 s, and never over one's own unsaved typing", async ({
  browser,
  baseURL,
}) => {
  const anna = newUser();
  const bram = { ...newUser(), name: "Bram Bakker" };
  const a = await openBrowser(browser, baseURL!, anna);
  const b = await openBrowser(browser, baseURL!, bram);
  const { organisation } = await (await a.page.request.get("/api/me")).json();
  const { user: bramUser } = await (await b.page.request.get("/api/me")).json();
  // What accepting an invitation as Bewerker does.
  moveIntoOrganisation(bramUser.id, organisation.id, "editor");

  await openMission(a.page);
  await openMission(b.page);

  const first = "Wij bieden ambulante jeugdhulp in de regio Utrecht.";
  await typeAndSave(a.page, first);
  // Within 2 s of the save's answer, without a reload.
  await expect(field(b.page)).toHaveValue(first, { timeout: 2_000 });
  await expect(b.page.getByTestId("updated-elsewhere")).toHaveText(`Bijgewerkt door ${anna.name}`);
  await expect(b.page.getByTestId("live-region")).toHaveText(`Missie en visie: bijgewerkt door ${anna.name}`);
  // Anna's own page never says her own save came from elsewhere.
  await expect(a.page.getByTestId("updated-elsewhere")).toHaveCount(0);
  // After a moment the note settles into who changed it last, and when.
  const minute = new RegExp(`^Laatst gewijzigd door ${anna.name} op \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}$`);
  await expect(b.page.getByTestId("last-changed")).toHaveText(minute, { timeout: 8_000 });
  await expect(a.page.getByTestId("last-changed")).toHaveText(minute);

  // Bram starts typing (not saved yet); Anna saves another version meanwhile.
  const mine = "Bram schrijft hier zijn eigen versie.";
  await field(b.page).fill(mine);
  await typeAndSave(a.page, "Anna's tweede versie.");
  await b.page.waitForTimeout(1_500);
  await expect(field(b.page)).toHaveValue(mine);
  await expect(b.page.getByTestId("updated-elsewhere")).toHaveCount(0);
  // His save then meets the conflict choice; nothing is overwritten silently.
  await field(b.page).blur();
  await expect(b.page.getByTestId("conflict")).toBeVisible();
  await b.page.getByRole("button", { name: "Mijn versie behouden" }).click();
  await expect(field(a.page)).toHaveValue(mine, { timeout: 2_000 });
  await expect(a.page.getByTestId("updated-elsewhere")).toHaveText(`Bijgewerkt door ${bram.name}`);

  await a.context.close();
  await b.context.close();
});

test("the same person in two tabs: a save in one appears in the other", async ({ signedIn: page, user }) => {
  const other = await page.context().newPage();
  await openMission(page);
  await openMission(other);

  const text = "Getypt in het eerste tabblad.";
  await typeAndSave(page, text);
  await expect(field(other)).toHaveValue(text, { timeout: 2_000 });
  await expect(other.getByTestId("updated-elsewhere")).toHaveText(`Bijgewerkt door ${user.name}`);
  await expect(page.getByTestId("updated-elsewhere")).toHaveCount(0);

  // And back: the second tab's save reaches the first.
  await typeAndSave(other, "En nu vanuit het tweede tabblad.");
  await expect(field(page)).toHaveValue("En nu vanuit het tweede tabblad.", { timeout: 2_000 });
  await expect(other.getByTestId("updated-elsewhere")).toHaveCount(0);
});
