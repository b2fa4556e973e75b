/**
 * Auditor access, as an owner and an auditor would use it: the owner writes a text, uploads a
 * document and makes a link; the auditor opens it in a browser of their own (no account), reads the
 * handbook and downloads the document; the owner revokes it and the auditor's page says so; the owner
 * sees every use of the link.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { mailsTo, withE2eDatabase } from "./db";

const indicator = (page: Page) => page.getByTestId("save-indicator").first();

test("an owner gives an auditor a read-only link, the auditor reads and downloads, the owner revokes it", async ({
  signedIn: page,
  browser,
  baseURL,
}) => {
  // Two browsers and two axe runs over the whole handbook page, which now also asks for questions.
  test.setTimeout(120_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/instellingen");
  await page.getByLabel("Organisatienaam").fill("Zorgpraktijk De Linde");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByTestId("sidebar-organisation")).toHaveText("Zorgpraktijk De Linde");

  await page.goto("/kwaliteitssysteem/missie-en-visie");
  await page.getByRole("textbox", { name: "Missie en visie" }).fill("Wij bieden cliënten een veilige plek.");
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });

  const document = Buffer.from("Notulen teamoverleg — € 12,50 ✓\n", "utf8");
  await page.goto("/documenten/notulen");
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "Teamoverleg maart.txt", mimeType: "text/plain", buffer: document }]);
  await expect(page.getByTestId("file-name")).toHaveText(["Teamoverleg maart.txt"]);

  // The owner's page, from the sidebar.
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("button", { name: "Kwaliteitshandboek" }).click();
  await sidebar.getByRole("link", { name: "Auditortoegang" }).click();
  await expect(page).toHaveTitle("Auditortoegang · Normwijs");
  await expect(page.getByText("U heeft nog geen links voor een auditor gemaakt.")).toBeVisible();

  // Dutch errors on the fields, and the keyboard on the first one.
  await page.getByLabel("Geldig (dagen)").fill("31");
  await page.getByRole("button", { name: "Link aanmaken" }).click();
  await expect(page.getByRole("textbox", { name: "Naam" })).toBeFocused();
  await expect(page.getByText("Vul de naam van de auditor in.")).toBeVisible();
  await expect(page.getByText("Kies een geldigheid van 1 tot en met 30 dagen.")).toBeVisible();

  await page.getByRole("textbox", { name: "Naam" }).fill("Ada Auditor");
  await page.getByRole("textbox", { name: "E-mailadres" }).fill("ada@auditbureau.nl");
  await page.getByLabel("Geldig (dagen)").fill("14");
  await page.getByRole("button", { name: "Link aanmaken" }).click();
  const result = page.getByTestId("auditor-links-result");
  await expect(result).toHaveText("De link voor Ada Auditor is aangemaakt. Kopieer hem nu: u ziet hem maar één keer.");
  const linkField = page.getByRole("textbox", { name: "Link voor Ada Auditor" });
  await expect(linkField).toBeFocused();
  const url = await linkField.inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL}/auditor#[A-Za-z0-9_-]{43}$`));

  await page.getByRole("button", { name: "Kopiëren" }).click();
  await expect(result).toHaveText("De link is gekopieerd.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await page.getByRole("button", { name: "Per e-mail versturen naar ada@auditbureau.nl" }).click();
  await expect(result).toHaveText("De link is per e-mail verstuurd naar ada@auditbureau.nl.");
  await expect.poll(() => mailsTo("ada@auditbureau.nl").at(-1)?.text ?? "").toContain(url);

  const entry = page.getByTestId("auditor-link").filter({ hasText: "Ada Auditor" });
  await expect(entry.getByTestId("auditor-link-status")).toHaveText("Actief");
  await expect(entry).toContainText("Nog niet");
  await expectNoAxeViolations(page);

  // The auditor: a browser of their own, no account.
  const auditorContext = await browser.newContext({ baseURL, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const auditor = await auditorContext.newPage();
  await auditor.goto(url);
  const heading = auditor.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(
    /^Kwaliteitshandboek van Zorgpraktijk De Linde — alleen-lezen toegang voor Ada Auditor, geldig tot \d{2}-\d{2}-\d{4}$/,
  );
  await expect(auditor).toHaveTitle("Kwaliteitshandboek van Zorgpraktijk De Linde · Normwijs");
  await expect(auditor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const mission = auditor.getByRole("region", { name: "1. Missie en visie" });
  await expect(mission.getByText("Wij bieden cliënten een veilige plek.")).toBeVisible();
  // Nothing of the signed-in app: the one field is the auditor's question.
  await expect(auditor.getByTestId("sidebar")).toHaveCount(0);
  await expect(auditor.getByRole("textbox")).toHaveCount(1);
  await expect(auditor.getByRole("textbox", { name: "Uw vraag of verzoek" })).toBeVisible();

  const notulen = auditor.getByRole("region", { name: "Notulen om te downloaden" });
  const [download] = await Promise.all([
    auditor.waitForEvent("download"),
    notulen.getByRole("button", { name: "Downloaden Teamoverleg maart.txt" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Teamoverleg maart.txt");
  expect(readFileSync(await download.path()).equals(document)).toBe(true);
  await expect(auditor.getByTestId("auditor-result")).toHaveText("Het document 'Teamoverleg maart.txt' is gedownload.");
  await expectNoAxeViolations(auditor);

  // The owner revokes the link; the auditor's page (reloaded) says so in Dutch.
  await page.reload();
  await entry.getByRole("button", { name: "Intrekken (link voor Ada Auditor)" }).click();
  const dialog = page.getByRole("dialog", { name: "Link voor Ada Auditor intrekken?" });
  await dialog.getByRole("button", { name: "Intrekken" }).click();
  await expect(dialog).toBeHidden();
  await expect(result).toHaveText("De link voor Ada Auditor is ingetrokken.");
  await expect(entry.getByTestId("auditor-link-status")).toHaveText("Ingetrokken");
  await expect(entry.getByRole("heading", { name: "Ada Auditor" })).toBeFocused();
  await expect(entry.getByRole("button", { name: /Intrekken/ })).toHaveCount(0);

  await auditor.reload();
  await expect(auditor.getByRole("heading", { level: 1, name: "Deze link is ingetrokken" })).toBeVisible();
  await expect(auditor).toHaveTitle("Deze link is ingetrokken · Normwijs");
  await expect(auditor.getByText("Wij bieden cliënten een veilige plek.")).toHaveCount(0);
  await auditorContext.close();

  // Every use, next to the link.
  await expect(entry).not.toContainText("Nog niet");
  const records = entry
    .getByRole("table", { name: "Gebruik van de link voor Ada Auditor" })
    .getByTestId("auditor-access");
  await expect(records).toHaveText([
    /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}Document gedownload: Teamoverleg maart\.txt$/,
    /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}Handboek geopend$/,
  ]);
});

test("a Lezer sees that only an owner gives auditors access; a wrong or incomplete link has a Dutch page", async ({
  signedIn: page,
  user,
}) => {
  withE2eDatabase((db) =>
    db
      .prepare(`update membership set role = 'reader' where user_id = (select id from "user" where email = ?)`)
      .run(user.email),
  );
  await page.goto("/handboek/auditor");
  await expect(page).toHaveTitle("Auditortoegang · Normwijs");
  await expect(page.getByText("Alleen een eigenaar van uw organisatie kan een auditor toegang geven.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Link aanmaken" })).toHaveCount(0);

  await page.goto("/auditor#bestaat-niet");
  await expect(page.getByRole("heading", { level: 1, name: "Deze link bestaat niet" })).toBeVisible();
  await expect(page).toHaveTitle("Deze link bestaat niet · Normwijs");
  await page.goto("/auditor");
  await expect(page.getByRole("heading", { level: 1, name: "Deze link is niet compleet" })).toBeVisible();
});
