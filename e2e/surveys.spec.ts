/**
 * Cliëntervaringen, as an owner and a client would use it: the owner makes the public link, a
 * client opens it in a fresh browser (no account, no cookies) and answers, and the owner sees the
 * result and downloads it as CSV. axe-core finds nothing on either page, in both themes.
 */
import { readFileSync } from "node:fs";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";

test("an owner makes the survey link, a client answers it anonymously, and the results show", async ({
  signedIn: page,
  browser,
}) => {
  // A long journey with two browsers and axe in both themes on three pages.
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByRole("button", { name: "Verbeteren" }).click();
  await page.getByTestId("sidebar").locator(`a[href="/verbeteren/clientervaringen"]`).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vragenlijst voor cliënten" })).toBeVisible();
  // Named apart from the Kwaliteitssysteem topic Cliëntervaringen, which it links to.
  await expect(page.getByTestId("related-page").getByRole("link", { name: "Cliëntervaringen" })).toHaveAttribute(
    "href",
    "/kwaliteitssysteem/clientervaringen",
  );
  await expect(page.getByTestId("survey-answer-count")).toHaveText("In deze periode zijn er nog geen antwoorden.");

  await page.getByRole("button", { name: "Link maken" }).click();
  await expect(page.getByTestId("surveys-result")).toContainText("De link is gemaakt.");
  const linkField = page.getByRole("textbox", { name: "Link naar de vragenlijst" });
  await expect(linkField).toHaveValue(/\/vragenlijst\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("img", { name: "QR-code met de link naar de vragenlijst" }).first()).toBeVisible();
  const url = await linkField.inputValue();
  await expectAxeCleanInBothThemes(page);

  // The client: a browser of their own, signed in nowhere.
  const client = await browser.newContext();
  try {
    const form = await client.newPage();
    await form.goto(url);
    await expect(form.getByRole("heading", { level: 1, name: /^Vragenlijst/ })).toBeVisible();
    await expect(form.getByText("U mag een vraag overslaan.")).toBeVisible();
    // No placeholder for an organisation without a name, and the privacy statement one click away.
    await expect(form.getByRole("main")).not.toContainText("Deze organisatie");
    await expect(form.getByRole("link", { name: "privacyverklaring" })).toHaveAttribute("href", "/privacy");
    await expectAxeCleanInBothThemes(form);
    await form
      .getByRole("group", { name: "1. Ik voel me gehoord door mijn begeleider." })
      .getByRole("radio", { name: "4 Eens" })
      .check();
    await form
      .getByRole("group", { name: "5. Ik ben tevreden over de hulp die ik krijg." })
      .getByRole("radio", { name: "5 Helemaal eens" })
      .check();
    await form.getByLabel("6. Wat gaat goed?").fill("De begeleider luistert goed.");
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(form.getByRole("heading", { level: 1, name: "Bedankt voor het invullen!" })).toBeFocused();
    await expectAxeCleanInBothThemes(form);
    expect(await client.cookies()).toEqual([]);
  } finally {
    await client.close();
  }

  await page.reload();
  await expect(page.getByTestId("survey-answer-count")).toHaveText("1 cliënt heeft de vragenlijst ingevuld.");
  const results = page.getByTestId("survey-question-result");
  await expect(results.filter({ hasText: "Ik voel me gehoord" })).toContainText("Gemiddeld 4 van 5 (1 antwoord)");
  await expect(results.filter({ hasText: "Ik ben tevreden" })).toContainText("Gemiddeld 5 van 5 (1 antwoord)");
  await expect(results.filter({ hasText: "Wat gaat goed?" })).toContainText("De begeleider luistert goed.");
  await expectAxeCleanInBothThemes(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exporteren als CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^Cliëntervaringen \d{4}-\d{2}-\d{2} tot en met \d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = readFileSync(await download.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Datum;Ik voel me gehoord door mijn begeleider\.;/);
  expect(lines[1]).toContain("De begeleider luistert goed.");

  // A new link: the old one stops working for clients.
  await page.getByRole("button", { name: "Nieuwe link maken" }).click();
  await page
    .getByRole("group", { name: "Nieuwe link maken" })
    .getByRole("button", { name: "Nieuwe link maken" })
    .click();
  await expect(page.getByTestId("surveys-result")).toContainText("De oude link werkt niet meer.");
  await expect(linkField).not.toHaveValue(url);
  const stranger = await browser.newContext();
  try {
    const old = await stranger.newPage();
    await old.goto(url);
    await expect(old.getByText("Deze vragenlijst bestaat niet (meer).")).toBeVisible();
  } finally {
    await stranger.close();
  }
});

test("an owner edits the questionnaire: add, reorder, remove and save", async ({ signedIn: page }) => {
  await page.goto("/verbeteren/clientervaringen");
  const questions = page.getByTestId("survey-question");
  await expect(questions).toHaveCount(7);
  await page.getByRole("button", { name: "Vraag toevoegen" }).click();
  await expect(questions).toHaveCount(8);
  await expect(page.getByLabel("Vraag 8", { exact: true })).toBeFocused();
  await page.getByLabel("Vraag 8", { exact: true }).fill("Zou u ons aanraden aan anderen?");
  await page.getByRole("button", { name: "Vraag 8 omhoog" }).click();
  await expect(page.getByLabel("Vraag 7", { exact: true })).toHaveValue("Zou u ons aanraden aan anderen?");
  await page.getByRole("button", { name: "Vraag 1 verwijderen" }).click();
  await expect(questions).toHaveCount(7);
  await page.getByRole("button", { name: "Vragenlijst opslaan" }).click();
  await expect(page.getByTestId("surveys-result")).toContainText("De vragenlijst is opgeslagen.");
  await page.reload();
  await expect(page.getByLabel("Vraag 1", { exact: true })).toHaveValue("Afspraken worden nagekomen.");
  await expect(page.getByLabel("Vraag 6", { exact: true })).toHaveValue("Zou u ons aanraden aan anderen?");

  // An empty question is refused before anything is sent.
  await page.getByLabel("Vraag 1", { exact: true }).fill("");
  await page.getByRole("button", { name: "Vragenlijst opslaan" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Vul bij elke vraag de tekst in." })).toBeVisible();
});

test("an owner closes the questionnaire, the link says it is closed, and the owner opens it again", async ({
  signedIn: page,
  browser,
}) => {
  await page.goto("/verbeteren/clientervaringen");
  await page.getByRole("button", { name: "Link maken" }).click();
  const url = await page.getByRole("textbox", { name: "Link naar de vragenlijst" }).inputValue();
  expect(url).toMatch(/\/vragenlijst\//);
  const state = page.getByTestId("survey-open-state");
  await expect(state).toContainText("De vragenlijst staat open.");

  await page.getByRole("button", { name: "Vragenlijst sluiten" }).click();
  await expect(page.getByTestId("surveys-result")).toContainText("De vragenlijst is gesloten.");
  await expect(state).toContainText("De vragenlijst is gesloten.");

  const client = await browser.newContext();
  try {
    const form = await client.newPage();
    await form.goto(url);
    await expect(form.getByRole("heading", { level: 1, name: "Deze vragenlijst is gesloten" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Versturen" })).toHaveCount(0);

    await page.getByRole("button", { name: "Vragenlijst weer openen" }).click();
    await expect(page.getByTestId("surveys-result")).toContainText("De vragenlijst is weer open.");
    await expect(state).toContainText("De vragenlijst staat open.");

    await form.reload();
    await expect(form.getByText("U mag een vraag overslaan.")).toBeVisible();
    await form.getByLabel("6. Wat gaat goed?").fill("Fijn dat het weer kan.");
    await form.getByRole("button", { name: "Versturen" }).click();
    await expect(form.getByRole("heading", { level: 1, name: "Bedankt voor het invullen!" })).toBeVisible();
  } finally {
    await client.close();
  }
  await page.reload();
  await expect(page.getByTestId("survey-answer-count")).toHaveText("1 cliënt heeft de vragenlijst ingevuld.");
});
