/**
 * Leesbevestigingen in Chromium: an Eigenaar asks everyone to read a protocol and a page; a
 * colleague (moved into the organisation in the database, as an accepted invitation would) sees them
 * under 'Te lezen' on the Overzicht and confirms with the keyboard only; the owner sees who read
 * which version; after a real change and 'Opnieuw laten lezen' the page is to be read again and the
 * earlier answer counts for the old version only. axe-clean in both themes on the new pages.
 */
import type { Browser, Page } from "@playwright/test";
import { test, expect, newUser, signUpViaApi, type TestUser } from "./fixtures";
import { moveIntoOrganisation } from "./db";
import { expectAxeCleanInBothThemes } from "./axe";

const PROTOCOL = "Meldcode huiselijk geweld.txt";
const missionPage = "/kwaliteitssysteem/missie-en-visie";

async function openBrowser(browser: Browser, baseURL: string, user: TestUser) {
  const context = await browser.newContext({ baseURL, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  await signUpViaApi(page, user, baseURL);
  return { context, page };
}

/** Saves the mission text (leaving the field saves at once) and waits for the save's answer. */
async function saveMission(page: Page, text: string) {
  await page.goto(missionPage);
  const field = page.getByRole("textbox", { name: "Missie en visie" });
  await expect(field).toBeEditable();
  const saved = page.waitForResponse((r) => r.url().includes("/api/kms/values/") && r.request().method() === "PUT");
  await field.fill(text);
  await field.blur();
  expect((await saved).status()).toBe(200);
}

/** Asks everyone to read a page or document on /leesbevestigingen; waits for the confirmation. */
async function askToRead(page: Page, title: string) {
  await page.getByLabel("Pagina of document").selectOption({ label: title });
  await expect(page.getByRole("radio", { name: "Iedereen in het team" })).toBeChecked();
  await page.getByRole("button", { name: "Laten lezen" }).click();
  await expect(page.getByTestId("reading-result")).toHaveText(`Het team wordt gevraagd '${title}' te lezen.`);
}

const toRead = (page: Page) => page.getByTestId("to-read").getByRole("link");

test("an owner asks everyone to read a protocol, a colleague confirms with the keyboard, a change is read again", async ({
  browser,
  baseURL,
}) => {
  // Two browsers and six axe runs in both themes: on a loaded 2-core machine this took 2–3 minutes.
  test.setTimeout(360_000);
  const anna = newUser();
  const bram = { ...newUser(), name: "Bram Bakker" };
  const owner = (await openBrowser(browser, baseURL!, anna)).page;
  const colleague = (await openBrowser(browser, baseURL!, bram)).page;
  const { organisation } = await (await owner.request.get("/api/me")).json();
  const { user: bramUser } = await (await colleague.request.get("/api/me")).json();
  // What accepting an invitation as Lezer does.
  moveIntoOrganisation(bramUser.id, organisation.id, "reader");

  // The owner: a protocol under Documenten and a filled page, both asked to be read by everyone.
  await owner.goto("/documenten/beleid");
  await owner
    .getByTestId("file-input")
    .setInputFiles([{ name: PROTOCOL, mimeType: "text/plain", buffer: Buffer.from("Stap 1: signalen in kaart.\n") }]);
  await expect(owner.getByTestId("file-name")).toHaveText([PROTOCOL]);
  await saveMission(owner, "Wij bieden zorg dichtbij huis.");
  await owner.goto("/leesbevestigingen");
  await expect(owner.getByRole("heading", { level: 1, name: "Leesbevestigingen" })).toBeVisible();
  await askToRead(owner, PROTOCOL);
  await askToRead(owner, "Missie en visie");
  const items = owner.getByTestId("reading-items").getByRole("listitem");
  await expect(items).toHaveText([new RegExp(`^${PROTOCOL}0 van 2 gelezen$`), /^Missie en visie0 van 2 gelezen$/]);
  await expectAxeCleanInBothThemes(owner);

  // The colleague: both under 'Te lezen' on the Overzicht.
  await colleague.goto("/");
  await expect(colleague.getByRole("heading", { name: "Te lezen" })).toBeVisible();
  await expect(toRead(colleague)).toHaveText([PROTOCOL, "Missie en visie"]);
  await toRead(colleague).filter({ hasText: PROTOCOL }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: `Leesbevestiging: ${PROTOCOL}` })).toBeVisible();
  await expect(colleague.getByTestId("reading-my-status")).toHaveText("Uw antwoord: Nog niet gelezen");
  await expectAxeCleanInBothThemes(colleague);

  // Nothing is chosen for the reader: confirming without a choice asks for one.
  const readRadio = colleague.getByRole("radio", { name: "Gelezen en begrepen" });
  await expect(readRadio).not.toBeChecked();
  await expect(colleague.getByRole("radio", { name: "Niet van toepassing voor mij" })).not.toBeChecked();
  await colleague.getByRole("button", { name: "Bevestigen" }).click();
  await expect(colleague.getByRole("alert")).toHaveText(
    "Kies 'Gelezen en begrepen' of 'Niet van toepassing voor mij'.",
  );
  await expect(readRadio).toBeFocused();
  await expect(colleague.getByTestId("reading-my-status")).toHaveText("Uw antwoord: Nog niet gelezen");

  // Keyboard only: 'Niet van toepassing voor mij' asks for a reason; back to 'Gelezen en begrepen', confirm.
  await colleague.keyboard.press("ArrowDown");
  await expect(colleague.getByRole("radio", { name: "Niet van toepassing voor mij" })).toBeChecked();
  await expect(colleague.getByRole("textbox", { name: "Waarom geldt dit niet voor u?" })).toBeVisible();
  await colleague.keyboard.press("ArrowUp");
  await expect(readRadio).toBeChecked();
  await expect(readRadio).toBeFocused();
  await colleague.keyboard.press("Tab");
  await expect(colleague.getByRole("button", { name: "Bevestigen" })).toBeFocused();
  await colleague.keyboard.press("Enter");
  await expect(colleague.getByTestId("reading-result")).toHaveText("Uw antwoord is opgeslagen.");
  await expect(colleague.getByTestId("reading-my-status")).toHaveText("Uw antwoord: Gelezen en begrepen");
  // The focus stays on the answer, not on the page's body.
  await expect(colleague.getByRole("heading", { level: 2, name: "Uw antwoord" })).toBeFocused();

  // The page through its own banner on the topic page.
  await colleague.goto(missionPage);
  await expect(colleague.getByTestId("topic-reading")).toContainText("Uw organisatie vraagt u deze pagina te lezen.");
  await colleague.getByRole("link", { name: "Naar de leesbevestiging" }).click();
  await expect(colleague.getByRole("heading", { level: 1, name: "Leesbevestiging: Missie en visie" })).toBeVisible();
  await colleague.getByRole("radio", { name: "Gelezen en begrepen" }).check();
  await colleague.getByRole("button", { name: "Bevestigen" }).click();
  await expect(colleague.getByTestId("reading-my-status")).toHaveText("Uw antwoord: Gelezen en begrepen");
  // Nothing left to read: the Overzicht asks for it and shows no 'Te lezen'.
  const mine = colleague.waitForResponse((r) => r.url().endsWith("/api/reading/mine"));
  await colleague.goto("/");
  expect((await (await mine).json()).toRead).toEqual([]);
  await expect(colleague.getByRole("heading", { name: "Te lezen" })).toHaveCount(0);

  // The owner: who read which version when.
  await owner.reload();
  await expect(items).toHaveText([new RegExp(`^${PROTOCOL}1 van 2 gelezen$`), /^Missie en visie1 van 2 gelezen$/]);
  await items.getByRole("link", { name: PROTOCOL }).click();
  const people = owner.getByTestId("reading-people");
  await expect(people.getByRole("row").filter({ hasText: "Bram Bakker" })).toContainText("Gelezen en begrepen");
  await expect(people.getByRole("row").filter({ hasText: "Bram Bakker" })).toContainText(PROTOCOL);
  await expect(people.getByRole("row").filter({ hasText: anna.name })).toContainText("Nog niet gelezen");
  await expectAxeCleanInBothThemes(owner);

  // A real change to the page: the owner asks to read it again from the page itself.
  await saveMission(owner, "Wij bieden zorg dichtbij huis, ook in het weekend.");
  const banner = owner.getByTestId("topic-reading");
  await banner.getByRole("button", { name: "Opnieuw laten lezen" }).click();
  await expect(owner.getByText("Het team wordt gevraagd de nieuwe versie te lezen.")).toBeVisible();

  // The colleague has it to read again; their answer counts for the old version only.
  await colleague.reload();
  await expect(toRead(colleague)).toHaveText(["Missie en visie"]);
  await owner.goto("/leesbevestigingen");
  await expect(items).toHaveText([new RegExp(`^${PROTOCOL}1 van 2 gelezen$`), /^Missie en visie0 van 2 gelezen$/]);
  await items.getByRole("link", { name: "Missie en visie" }).click();
  await expect(people.getByRole("row").filter({ hasText: "Bram Bakker" })).toContainText("Oudere versie gelezen");

  await toRead(colleague).click();
  await colleague.getByRole("radio", { name: "Gelezen en begrepen" }).check();
  await colleague.getByRole("button", { name: "Bevestigen" }).click();
  await expect(colleague.getByTestId("reading-my-status")).toHaveText("Uw antwoord: Gelezen en begrepen");
  await owner.reload();
  await expect(people.getByRole("row").filter({ hasText: "Bram Bakker" })).toContainText("Gelezen en begrepen");
});
