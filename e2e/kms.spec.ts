import { format } from "date-fns";
import type { Dialog, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { kwaliteitssysteemTopics as topics } from "@norm/catalogue";

const storedValues = async (page: Page) => (await (await page.request.get("/api/kms/values")).json()).values;

const indicator = (page: Page) => page.getByTestId("save-indicator").first();

test("a policy text saves itself, shows 'Opgeslagen' and is there after a reload", async ({ signedIn: page }) => {
  await page.goto("/kwaliteitssysteem/missie-en-visie");
  await page.getByRole("heading", { name: "Missie en visie" }).waitFor();
  const field = page.getByRole("textbox", { name: "Missie en visie" });
  await field.fill("Wij helpen jongeren en gezinnen om weer op eigen benen te staan.");
  await expect(indicator(page)).toHaveText("Opslaan…");
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });
  await expect(indicator(page)).toHaveText("", { timeout: 3_000 });
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Missie en visie" })).toHaveValue(
    "Wij helpen jongeren en gezinnen om weer op eigen benen te staan.",
  );
});

test("a context-analyse cell and a picked date in Signalen survive a reload", async ({ signedIn: page }) => {
  await page.goto("/kwaliteitssysteem/context-analyse");
  await page.getByRole("textbox", { name: "Belanghebbende, rij 1" }).fill("Gemeente");
  await page.getByRole("textbox", { name: "Eis, rij 1" }).fill("Jaarlijkse verantwoording");
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });

  await page.goto("/kwaliteitssysteem/signalen");
  await page.getByRole("button", { name: "Datum, rij 1: Selecteer datum" }).click();
  const grid = page.getByRole("grid");
  await expect(page.getByRole("button", { name: "Vorige maand" })).toBeVisible();
  // Weeks start on Sunday: the last (always full) week begins with a zondag ('Vandaag, zondag …' on a Sunday).
  await expect(grid.getByRole("row").last().getByRole("gridcell").first()).toHaveAccessibleName(/^(Vandaag, )?zondag/);
  await grid.getByRole("button", { name: /\b15\b/ }).click();
  const now = new Date();
  const picked = format(new Date(now.getFullYear(), now.getMonth(), 15), "dd-MM-yyyy");
  await expect(page.getByRole("button", { name: `Datum, rij 1: ${picked}` })).toBeVisible();
  await page.getByRole("textbox", { name: "Afwijking (incl. oorzaak), rij 1" }).fill("Dossier te laat bijgewerkt");
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });

  await page.reload();
  await expect(page.getByRole("button", { name: `Datum, rij 1: ${picked}` })).toBeVisible();
  await page.goto("/kwaliteitssysteem/context-analyse");
  await expect(page.getByRole("textbox", { name: "Belanghebbende, rij 1" })).toHaveValue("Gemeente");
  await expect(page.getByRole("textbox", { name: "Eis, rij 1" })).toHaveValue("Jaarlijkse verantwoording");
});

test("deleting all rows in selection mode leaves one empty row", async ({ signedIn: page }) => {
  await page.goto("/kwaliteitssysteem/competentie");
  await page.getByRole("textbox", { name: "Competentie, rij 1" }).fill("Meldcode toepassen");
  await page.getByRole("button", { name: "Rij toevoegen" }).click();
  await page.getByRole("textbox", { name: "Competentie, rij 2" }).fill("Gespreksvoering");
  await expect(page.getByTestId("table-row")).toHaveCount(2);

  await page.getByRole("button", { name: "Rijen selecteren" }).click();
  const del = page.getByRole("button", { name: /^Verwijderen/ });
  await expect(del).toBeDisabled();
  await page.getByRole("checkbox", { name: "Rij 1 selecteren" }).click();
  await expect(del).toBeEnabled();
  await page.getByRole("checkbox", { name: "Alle rijen selecteren" }).click();
  await del.click();
  await expect(page.getByTestId("table-row")).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: "Competentie, rij 1" })).toHaveValue("");
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 3_000 });
  await expect(indicator(page)).toHaveText("", { timeout: 3_000 });
  const rows = (await storedValues(page)).competentie.value;
  expect(rows).toHaveLength(1);
  expect(rows[0].competentie ?? "").toBe("");
});

test("goal sets: add a second set and delete it; the organisation review lists the goals", async ({
  signedIn: page,
}) => {
  await page.goto("/kwaliteitssysteem/kwaliteitsdoelstellingen");
  // A new organisation's list starts with one set, ready to fill in.
  await expect(page.getByTestId("goal-set")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Doelstelling verwijderen/ })).toHaveCount(0);
  await page
    .getByRole("textbox", { name: "Doelstelling 1", exact: true })
    .fill("Wachttijd voor intake korter dan twee weken");
  await page
    .getByRole("textbox", { name: "Maatregelen, rij 1, doelstelling 1" })
    .fill("Intakegesprek binnen 10 dagen plannen");

  await page.getByRole("button", { name: "Nieuwe doelstelling toevoegen" }).click();
  await expect(page.getByTestId("goal-set")).toHaveCount(2);
  await page.getByRole("textbox", { name: "Doelstelling 2", exact: true }).fill("Tevredenheid ouders minstens een 8");
  await expect(page.getByRole("button", { name: /^Doelstelling verwijderen/ })).toHaveCount(2);

  await page.getByRole("link", { name: "Volgende" }).click(); // leaving saves
  await page.getByRole("link", { name: "Organisatiebeoordeling" }).click();
  const rows = page.getByTestId("evaluation-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Wachttijd voor intake korter dan twee weken");
  await expect(rows.nth(1)).toContainText("Tevredenheid ouders minstens een 8");
  await rows
    .nth(0)
    .getByRole("textbox", { name: "Status van Wachttijd voor intake korter dan twee weken" })
    .fill("Gehaald in 9 van de 10 gevallen");
  await expect(rows.nth(0).getByTestId("save-indicator")).toHaveText("Opgeslagen", { timeout: 8_000 });

  await page.getByRole("link", { name: "Kwaliteitsdoelstellingen" }).click();
  await page.getByRole("button", { name: "Doelstelling verwijderen: kwaliteitsdoelstelling 2" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByTestId("goal-set")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Doelstelling verwijderen/ })).toHaveCount(0);
  // Focus continues below the list, and a screen reader hears what happened.
  await expect(page.getByRole("button", { name: "Nieuwe doelstelling toevoegen" })).toBeFocused();
  await expect(page.getByTestId("live-region")).toHaveText("Kwaliteitsdoelstelling 2 is verwijderd.");
  await page.reload();
  await expect(page.getByTestId("goal-set")).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: "Doelstelling 1", exact: true })).toHaveValue(
    "Wachttijd voor intake korter dan twee weken",
  );
  const values = await storedValues(page);
  expect(values["kwaliteitsdoelstellingen-sets"].value).toHaveLength(1);
  expect(Object.keys(values).filter((k) => k.startsWith("kwaliteitsdoelstelling-table-"))).toHaveLength(1);
  expect(Object.keys(values).filter((k) => k.startsWith("doelstelling-status-"))).toHaveLength(1);
});

test("on a new organisation every click on 'Nieuwe doelstelling toevoegen' visibly adds a goal", async ({
  signedIn: page,
}) => {
  await page.goto("/kwaliteitssysteem/kwaliteitsdoelstellingen");
  const add = page.getByRole("button", { name: "Nieuwe doelstelling toevoegen" });
  await expect(page.getByTestId("goal-set")).toHaveCount(1);
  for (const count of [2, 3, 4]) {
    await add.click();
    await expect(page.getByTestId("goal-set")).toHaveCount(count);
    await expect(page.getByRole("heading", { name: `Kwaliteitsdoelstelling ${count}` })).toBeVisible();
    // 'Doelstelling verwijderen' appears once there are two goals, on every goal.
    await expect(page.getByRole("button", { name: /^Doelstelling verwijderen/ })).toHaveCount(count >= 2 ? count : 0);
  }
  expect((await storedValues(page))["kwaliteitsdoelstellingen-sets"].value).toHaveLength(4);
});

test("Vorige and Volgende walk all 13 pages in order", async ({ signedIn: page }) => {
  await page.goto(`/kwaliteitssysteem/${topics[0]!.slug}`);
  await expect(page.getByRole("link", { name: "Vorige" })).toHaveCount(0);
  for (const topic of topics.slice(1)) {
    await page.getByRole("link", { name: "Volgende" }).click();
    await expect(page).toHaveURL(new RegExp(`/kwaliteitssysteem/${topic.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.title);
  }
  await expect(page.getByRole("link", { name: "Volgende" })).toHaveCount(0);
  for (const topic of [...topics].reverse().slice(1)) {
    await page.getByRole("link", { name: "Vorige" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.title);
  }
  await expect(page).toHaveURL(new RegExp(`/kwaliteitssysteem/${topics[0]!.slug}$`));
});

test("a suggestion is added to the wet- en regelgeving text with one click", async ({ signedIn: page }) => {
  await page.goto("/kwaliteitssysteem/wetenregelgeving");
  const field = page.getByRole("textbox", { name: "Van toepassing zijnde wet- en regelgeving" });
  await expect(field).toHaveAttribute("rows", "20");
  await page.getByRole("button", { name: "Jeugdwet toevoegen aan de tekst" }).click();
  await page.getByRole("button", { name: "Arbowet toevoegen aan de tekst" }).click();
  await expect(field).toHaveValue("Jeugdwet\nArbowet");
  await expect(page.getByRole("button", { name: "Jeugdwet (staat al in de tekst)" })).toBeDisabled();
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });
});

test("typing offline is kept and saved when the connection returns", async ({ signedIn: page, context }) => {
  await page.goto("/kwaliteitssysteem/doelgroep");
  const field = page.getByRole("textbox", { name: "Doelgroep" });
  await field.fill("Jongeren van 12 tot 18");
  await context.setOffline(true);
  await field.pressSequentially(" en hun ouders", { delay: 10 });
  await expect(indicator(page)).toHaveText("Niet opgeslagen — opnieuw proberen…", { timeout: 8_000 });
  await field.pressSequentially(" in de regio Utrecht.", { delay: 10 });
  await context.setOffline(false);
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 15_000 });
  expect((await storedValues(page)).doelgroep.value).toBe("Jongeren van 12 tot 18 en hun ouders in de regio Utrecht.");
});

test("leaving the page while it still says 'Opslaan…' saves the text", async ({ signedIn: page }) => {
  await page.goto("/kwaliteitssysteem/kwaliteitsbeleid");
  await page.getByRole("textbox", { name: "Kwaliteitsbeleid" }).fill("Wij werken volgens de PDCA-cyclus.");
  // Leave while the page still says it is saving: well inside the 5 s before the save would start.
  await expect(indicator(page)).toHaveText("Opslaan…");
  await page.getByRole("link", { name: "Instellingen" }).click();
  await expect(page.getByRole("heading", { name: "Instellingen" })).toBeVisible();
  await expect
    .poll(async () => (await storedValues(page)).kwaliteitsbeleid?.value, { timeout: 5_000 })
    .toBe("Wij werken volgens de PDCA-cyclus.");
});

test("text typed but not yet saved survives closing the tab", async ({ signedIn: page, context }) => {
  await page.goto("/kwaliteitssysteem/missie-en-visie");
  await page.getByRole("textbox", { name: "Missie en visie" }).fill("Getypt vlak voor het sluiten");
  await page.close({ runBeforeUnload: true });
  const again = await context.newPage();
  await again.goto("/kwaliteitssysteem/missie-en-visie");
  await expect(again.getByRole("textbox", { name: "Missie en visie" })).toHaveValue("Getypt vlak voor het sluiten");
  await expect
    .poll(async () => (await storedValues(again))["missie-en-visie"]?.value, { timeout: 10_000 })
    .toBe("Getypt vlak voor het sluiten");
});

test("a policy text over 64 KiB typed just before closing the tab reaches the server", async ({
  signedIn: page,
  context,
  browser,
}) => {
  // Browsers refuse keepalive bodies over 64 KiB, so this text cannot ride along with the closing tab.
  const long = "Onze zorg is dichtbij, persoonlijk en veilig. ".repeat(1_600);
  expect(new TextEncoder().encode(long).length).toBeGreaterThan(64 * 1024);
  await page.goto("/kwaliteitssysteem/missie-en-visie");
  await page.getByRole("textbox", { name: "Missie en visie" }).fill(long);
  await expect(indicator(page)).toHaveText("Opslaan…");

  // Checked from another browser context signed in as the same user, not by reopening this one.
  const elsewhere = await browser.newContext({ storageState: await context.storageState() });
  const storedElsewhere = async () =>
    (await (await elsewhere.request.get("/api/kms/values")).json()).values["missie-en-visie"]?.value;

  // The page asks 'leave this page?' and, while it asks, the save completes.
  const question = new Promise<Dialog>((resolve) => page.once("dialog", resolve));
  await page.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe("beforeunload");
  try {
    await expect.poll(storedElsewhere, { timeout: 10_000 }).toBe(long);
  } finally {
    await dialog.accept();
    await elsewhere.close();
  }
  await expect.poll(() => page.isClosed()).toBe(true);
});

test("when this device has no room left for a draft, the page says 'Niet opgeslagen' until the server has the text", async ({
  signedIn: page,
}) => {
  await page.goto("/kwaliteitssysteem/doelgroep");
  const field = page.getByRole("textbox", { name: "Doelgroep" });
  await field.waitFor();
  // Fill this origin's localStorage up to the browser's limit, as years of other drafts might.
  await page.evaluate(() => {
    let chunk = "x".repeat(1024 * 1024);
    for (let i = 0; chunk.length > 0; i++) {
      try {
        localStorage.setItem(`opvulling-${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, Math.floor(chunk.length / 2));
      }
    }
  });
  await field.fill("Jongeren van 12 tot 18 jaar en hun ouders, in de hele regio.");
  await expect(indicator(page)).toContainText("Niet opgeslagen");
  await expect(indicator(page)).toHaveText("Opgeslagen", { timeout: 8_000 });
  expect((await storedValues(page)).doelgroep.value).toBe(
    "Jongeren van 12 tot 18 jaar en hun ouders, in de hele regio.",
  );
});

test("two tabs editing the same text: the save of the one typing meanwhile gets the conflict message", async ({
  signedIn: first,
  context,
}) => {
  const second = await context.newPage();
  await first.goto("/kwaliteitssysteem/missie-en-visie");
  await second.goto("/kwaliteitssysteem/missie-en-visie");
  const fieldA = first.getByRole("textbox", { name: "Missie en visie" });
  const fieldB = second.getByRole("textbox", { name: "Missie en visie" });
  await fieldB.waitFor();

  // Tab B is typing (not saved yet) when tab A saves: A's text never replaces B's unsaved one.
  await fieldB.fill("Versie uit tab B");
  await fieldA.fill("Versie uit tab A");
  await fieldA.blur();
  await expect(indicator(first)).toHaveText("Opgeslagen", { timeout: 8_000 });
  await expect(fieldB).toHaveValue("Versie uit tab B");
  const conflict = second.getByTestId("conflict");
  await expect(conflict).toContainText("Iemand anders heeft dit intussen gewijzigd", { timeout: 8_000 });
  expect((await storedValues(first))["missie-en-visie"].value).toBe("Versie uit tab A"); // nothing overwritten

  await conflict.getByRole("button", { name: "Mijn versie behouden" }).click();
  await expect(indicator(second)).toHaveText("Opgeslagen", { timeout: 5_000 });
  await first.reload();
  await expect(first.getByRole("textbox", { name: "Missie en visie" })).toHaveValue("Versie uit tab B");
});
