/**
 * Melden, as a care worker, an owner and a client would use it: a Lezer reports a
 * medewerkerincident from a 375 px phone through 'Melden' in the top bar; the Eigenaar finds it
 * under 'Te beoordelen', classifies it as a calamity and the IGJ clock shows in the register of 4.5;
 * a client hands in a complaint through the public link (no account, no cookies) and, once in the
 * register, the complaint shows its decision date. axe-core finds nothing, in both themes.
 */
import type { Browser, Page } from "@playwright/test";
import { addDays, format } from "date-fns";
import { test, expect, newUser, signUpViaApi, type TestUser } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { mailsTo, moveIntoOrganisation } from "./db";
import { amsterdamDay } from "@core/shared/calendar-day";

const appToday = () => new Date(`${amsterdamDay(new Date())}T12:00:00`);
const ddMMyyyy = (d: Date) => format(d, "dd-MM-yyyy");

async function openBrowser(browser: Browser, baseURL: string, user: TestUser, phone = false) {
  const context = await browser.newContext({
    baseURL,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    ...(phone ? { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signUpViaApi(page, user, baseURL);
  return page;
}

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Opens the first report of a type under 'Te beoordelen' and puts it in the register. */
async function triage(owner: Page, type: string, registerType: string) {
  await owner.goto("/meldingen");
  await expect(owner.getByRole("heading", { level: 1, name: "Meldingen" })).toBeVisible();
  await owner.getByTestId("reports-waiting").getByRole("link", { name: type }).first().click();
  await expect(owner.getByRole("heading", { level: 1, name: type })).toBeVisible();
  await owner.getByLabel("Type in het register").selectOption(registerType);
  await owner.getByLabel("Oorzaak").selectOption({ label: "Werkwijze of protocol" });
  await owner.getByLabel("Analyse").fill("Er was geen vaste afspraak. We maken er een.");
  await owner.getByRole("button", { name: "In het register zetten" }).click();
  await expect(owner.getByTestId("triage-result")).toHaveText("De melding staat in het register.");
}

test("a Lezer reports from a phone, the Eigenaar puts it on the IGJ clock, a client's complaint gets its decision date, the quarter counts both", async ({
  browser,
  baseURL,
}) => {
  // Three browsers and axe in both themes on five pages: slow on a loaded 2-core machine.
  test.setTimeout(360_000);
  const anna = newUser();
  const bram = { ...newUser(), name: "Bram Bakker" };
  const owner = await openBrowser(browser, baseURL!, anna);
  const reader = await openBrowser(browser, baseURL!, bram, true);
  const { organisation } = await (await owner.request.get("/api/me")).json();
  const { user: bramUser } = await (await reader.request.get("/api/me")).json();
  moveIntoOrganisation(bramUser.id, organisation.id, "reader");

  // The Lezer, on a phone: 'Melden' is in the top bar of every page.
  await reader.goto("/");
  await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
  await reader.getByTestId("report-button").click();
  await expect(reader.getByRole("heading", { level: 1, name: "Melden" })).toBeVisible();
  await expectNoSidewaysScroll(reader);
  await expectAxeCleanInBothThemes(reader);
  await reader.getByLabel("Wat wilt u melden?").selectOption({ label: "Medewerkerincident" });
  await reader.getByLabel("Wat is er gebeurd?").fill("Collega gleed uit op de natte vloer in de keuken.");
  await reader.getByLabel("Waar gebeurde het?").fill("Keuken, Lindelaan 4");
  await reader.getByLabel("Wie waren erbij betrokken?").fill("Collega S.");
  await reader.getByLabel("Wat is er meteen gedaan?").fill("Vloer drooggemaakt, collega verzorgd.");
  await reader.getByLabel("Collega's zien mijn naam niet").check();
  await reader.getByRole("button", { name: "Melding versturen" }).click();
  await expect(reader.getByTestId("report-sent")).toContainText("Uw melding is verstuurd");
  await expectNoSidewaysScroll(reader);

  // The Eigenaar hears of it by mail and finds it under 'Te beoordelen' on the Overzicht.
  await expect.poll(() => mailsTo(anna.email).map((m) => m.subject)).toContain("Nieuwe melding: Medewerkerincident");
  await owner.goto("/");
  await expect(owner.getByTestId("reports-to-triage")).toContainText("Er wacht 1 melding op uw beoordeling.");
  // The list names what and when, and opens the report.
  const waiting = owner.getByTestId("report-to-triage");
  await expect(waiting).toHaveText(`Medewerkerincident, ontvangen op ${ddMMyyyy(appToday())} (medewerker)`);
  await waiting.click();
  await expect(owner.getByRole("heading", { level: 1, name: "Medewerkerincident" })).toBeVisible();
  await triage(owner, "Medewerkerincident", "Calamiteit");
  // The Eigenaar sees the name; the report says the reporter asked to hide it from colleagues.
  await expect(owner.getByText("Bram Bakker")).toBeVisible();
  await expectAxeCleanInBothThemes(owner);

  // In the register of 4.5 the IGJ clock runs.
  await owner.getByRole("link", { name: "Bekijk het register van meldingen" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Incidenten, calamiteiten, klachten en datalekken");
  await expect(owner.getByTestId("computed-cell").first()).toContainText(
    "Melden bij de IGJ zonder uitstel: binnen 3 werkdagen",
  );

  // Search (Ctrl+K) finds the report for who triages, and opens it.
  await owner.keyboard.press("Control+k");
  const dialog = owner.getByRole("dialog", { name: "Zoeken" });
  await dialog.getByRole("combobox", { name: "Zoekterm" }).fill("natte vloer");
  const found = dialog.getByRole("group", { name: "Meldingen" }).getByRole("option");
  await expect(found).toHaveCount(1);
  await expect(found).toContainText("Medewerkerincident: Collega gleed uit op de natte vloer in de keuken.");
  await found.click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole("heading", { level: 1, name: "Medewerkerincident" })).toBeVisible();

  // The public complaint form: the owner makes its link.
  await owner.goto("/meldingen");
  await owner.getByRole("button", { name: "Link maken" }).click();
  await expect(owner.getByTestId("reports-result")).toContainText("De link is gemaakt.");
  const linkField = owner.getByRole("textbox", { name: "Link naar het klachtformulier" });
  await expect(linkField).toHaveValue(/\/klacht\/[A-Za-z0-9_-]{43}$/);
  await expect(owner.getByRole("img", { name: "QR-code van het klachtformulier" }).first()).toBeVisible();
  const url = await linkField.inputValue();

  // A client, in a browser of their own, signed in nowhere.
  const client = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  try {
    const form = await client.newPage();
    await form.goto(url);
    await expect(form.getByRole("heading", { level: 1, name: /^Een klacht indienen/ })).toBeVisible();
    await expectAxeCleanInBothThemes(form);
    await form.getByLabel("Wat is uw klacht?").fill("Mijn zoon kreeg zijn medicijnen twee keer te laat.");
    await form.getByLabel("Uw e-mailadres (mag leeg blijven)").fill("ouder@voorbeeld.nl");
    await form.getByRole("button", { name: "Klacht indienen" }).click();
    await expect(form.getByTestId("complaint-sent")).toContainText("Uw klacht is ontvangen");
    expect(await client.cookies()).toEqual([]);
  } finally {
    await client.close();
  }
  await expect.poll(() => mailsTo("ouder@voorbeeld.nl").length).toBeGreaterThan(0);

  // The complaint is a report of type klacht; in the register its decision is due six weeks after today.
  await triage(owner, "Klacht", "Klacht");
  await owner.getByRole("link", { name: "Bekijk het register van meldingen" }).click();
  await expect(
    owner.getByTestId("computed-cell").filter({ hasText: "Oordeel binnen 6 weken na ontvangst" }),
  ).toContainText(`uiterlijk ${ddMMyyyy(addDays(appToday(), 42))}. Nog geen oordeel.`);
  await expectAxeCleanInBothThemes(owner);

  // The quarterly analysis counts both: the colleague's calamity and the client's complaint, by cause.
  await owner.goto("/verbeteren/kwartaalanalyse");
  const thisQuarter = (table: string, label: string) =>
    owner
      .getByTestId(table)
      .getByRole("row")
      .filter({ has: owner.getByRole("rowheader", { name: label, exact: true }) })
      .getByRole("cell")
      .first();
  await expect(thisQuarter("analysis-by-type", "Calamiteit")).toHaveText("1");
  await expect(thisQuarter("analysis-by-type", "Klacht")).toHaveText("1");
  await expect(thisQuarter("analysis-by-cause", "Werkwijze of protocol")).toHaveText("2");
});
