/** Journeys for the guidance and the whole norm: the help panel, the register of 4.5, the Invulinstructie, the new group. */
import AxeBuilder from "@axe-core/playwright";
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import type { Page } from "@playwright/test";
import { normTopics } from "@norm/norm-topics";
import { test, expect } from "./fixtures";

const storedValues = async (page: Page) => (await (await page.request.get("/api/kms/values")).json()).values;
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
  );

test("the help on Risico's en kansen opens, its example fills the empty measures table and is saved", async ({
  signedIn: page,
}) => {
  await page.goto("/kwaliteitssysteem/risicos-en-kansen");
  const toggle = page.getByRole("button", { name: "Wat vraagt de norm?" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const panel = page.getByRole("region", { name: "Hulp bij Risico's en kansen" });
  await expect(panel).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(panel.getByTestId("hkz-elements")).toHaveText(/^HKZ 1\.5: Risico's en kansen$/);
  await expect(panel.getByRole("heading", { name: "Wat wil de auditor zien?" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Voorbeeld uit de jeugdzorg" })).toBeVisible();

  await panel.getByRole("button", { name: "Voorbeeld invoegen: Maatregelen" }).click();
  const firstRisk = page.getByRole("textbox", { name: "Risico, rij 1" });
  await expect(firstRisk).toHaveValue("Uitval van de enige gedragswetenschapper");
  await expect(page.getByRole("textbox", { name: "Risico, rij 2" })).toHaveValue(
    "Dossiers op een laptop die mee naar huis gaat",
  );
  await expect(page.getByTestId("live-region")).toContainText("Het voorbeeld staat nu in 'Maatregelen'");
  expect(await axeViolations(page)).toEqual([]);

  // Saved: after a reload the rows are there, and the help is still open for this person.
  await expect.poll(async () => (await storedValues(page)).maatregelen?.value.length).toBe(2);
  await page.reload();
  await expect(firstRisk).toHaveValue("Uitval van de enige gedragswetenschapper");
  await expect(page.getByRole("button", { name: "Wat vraagt de norm?" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("textbox", { name: "Evaluatie (incl. datum), rij 1" })).toHaveValue(/werkte goed/);
  // The example is an ordinary edit: it can be changed like any cell.
  await firstRisk.fill("Uitval van de gedragswetenschapper bij ziekte");
  await firstRisk.blur();
  await expect
    .poll(async () => (await storedValues(page)).maatregelen?.value[0].risico)
    .toBe("Uitval van de gedragswetenschapper bij ziekte");

  // The example's open measure is planned ahead of today: nothing in it is overdue at once.
  await page.goto("/kalender");
  await expect(page.getByRole("heading", { level: 1, name: "Kwaliteitskalender" })).toBeVisible();
  await expect(page.getByText("Maatregel: Versleuteling aanzetten", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Verlopen" })).toContainText("Hier staat niets.");
});

test("an example goes below a text that has content, only after the user agrees", async ({ signedIn: page }) => {
  await page.goto("/kwaliteitssysteem/risicos-en-kansen");
  const field = page.getByRole("textbox", { name: "Interne kansen" });
  await field.fill("Een eigen kans.");
  await page.getByRole("button", { name: "Wat vraagt de norm?" }).click();
  await page.getByRole("button", { name: "Voorbeeld invoegen: Interne kansen" }).click();
  const dialog = page.getByRole("dialog", { name: "Voorbeeld toevoegen aan uw tekst?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Annuleren" }).click();
  await expect(field).toHaveValue("Een eigen kans.");

  await page.getByRole("button", { name: "Voorbeeld invoegen: Interne kansen" }).click();
  await dialog.getByRole("button", { name: "Voorbeeld toevoegen" }).click();
  await expect(field).toHaveValue(/^Een eigen kans\.\n\n- Het wijkteam vraagt om meer hulp/);
  await expect
    .poll(async () => (await storedValues(page))["interne-kansen"]?.value)
    .toMatch(/^Een eigen kans\.\n\n- Het wijkteam/);
});

test("the register of 4.5 takes a data breach with its type and dates and shows the AP deadline", async ({
  signedIn: page,
}) => {
  await page.goto("/kwaliteitssysteem/meldingen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Incidenten, calamiteiten, klachten en datalekken");
  await page.getByRole("combobox", { name: "Type, rij 1" }).selectOption("Datalek");
  await page.getByRole("textbox", { name: "Omschrijving, rij 1" }).fill("Verslag naar de verkeerde ouder gemaild.");

  const now = new Date();
  const found = new Date(now.getFullYear(), now.getMonth(), 10);
  await page.getByRole("button", { name: "Datum (ontdekt), rij 1: Selecteer datum" }).click();
  await page
    .getByRole("dialog", { name: "Kalender: Datum (ontdekt), rij 1" })
    .getByRole("button", { name: /\b10\b/ })
    .click();
  const deadline = format(addDays(found, 3), "dd-MM-yyyy");
  const duty = page.getByTestId("computed-cell").first();
  await expect(duty).toContainText(`uiterlijk ${deadline}`);

  await page.getByRole("button", { name: "Datum melding, rij 1: Selecteer datum" }).click();
  await page
    .getByRole("dialog", { name: "Kalender: Datum melding, rij 1" })
    .getByRole("button", { name: /\b12\b/ })
    .click();
  await expect(duty).toHaveText(
    `Meldplichtig? Melden bij de AP binnen 72 uur na ontdekking: uiterlijk ${deadline}. Gemeld op ${format(addDays(found, 2), "dd-MM-yyyy")}: op tijd.`,
  );

  await expect
    .poll(async () => (await storedValues(page))["meldingen-register"]?.value[0])
    .toMatchObject({
      type: "Datalek",
      datum: format(found, "yyyy-MM-dd"),
      datumMelding: format(addDays(found, 2), "yyyy-MM-dd"),
      omschrijving: "Verslag naar de verkeerde ouder gemaild.",
    });
  const stored = (await storedValues(page))["meldingen-register"].value[0];
  expect(stored).not.toHaveProperty("meldtermijn");

  // A calamity: the IGJ, without delay.
  await page.getByRole("button", { name: "Rij toevoegen" }).click();
  await page.getByRole("combobox", { name: "Type, rij 2" }).selectOption("Calamiteit");
  await expect(page.getByTestId("computed-cell").nth(1)).toHaveText(
    "Melden bij de IGJ zonder uitstel: binnen 3 werkdagen. Vul de datum in waarop het gebeurde.",
  );

  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Type, rij 1" })).toHaveValue("Datalek");
  await expect(page.getByRole("combobox", { name: "Type, rij 2" })).toHaveValue("Calamiteit");
});

test("the Invulinstructie pages show their content", async ({ signedIn: page }) => {
  await page.goto("/");
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("button", { name: "Invulinstructie" }).click();
  await sidebar.getByRole("link", { name: "Hoe vul ik het kwaliteitssysteem in?" }).click();
  await expect(page).toHaveURL(/\/invulinstructie$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoe vul ik het kwaliteitssysteem in?");
  await expect(page).toHaveTitle("Hoe vul ik het kwaliteitssysteem in? · Normwijs");
  await expect(page.getByTestId("breadcrumb")).toHaveText(/Invulinstructie.*Hoe vul ik het kwaliteitssysteem in\?/);
  for (const heading of [
    "In deze volgorde vult u het in",
    "De kwaliteitscyclus: elk jaar opnieuw",
    "De certificatie-audit",
    "Wat doet u met bevindingen?",
    "Zo bereidt u zich voor",
  ])
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText(/^Fase 1: de auditor bekijkt uw documenten/)).toBeVisible();

  await sidebar.getByRole("link", { name: "Tips en trucs" }).click();
  await expect(page).toHaveURL(/\/invulinstructie\/tips$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tips en trucs");
  await expect(page.getByRole("heading", { level: 2, name: "Voor een kleine praktijk" })).toBeVisible();
  await expect(page.getByText(/binnen 72 uur bij de Autoriteit Persoonsgegevens/)).toBeVisible();
});

test("Vorige and Volgende walk the group of the other norm elements, in norm order", async ({ signedIn: page }) => {
  await page.goto(`/kwaliteitssysteem/${normTopics[0]!.slug}`);
  await expect(page.getByTestId("breadcrumb")).toHaveText(
    new RegExp(`Overige normonderdelen.*${normTopics[0]!.title}`),
  );
  await expect(page.getByRole("link", { name: "Vorige" })).toHaveCount(0);
  for (const topic of normTopics.slice(1)) {
    await page.getByRole("link", { name: "Volgende" }).click();
    await expect(page).toHaveURL(new RegExp(`/kwaliteitssysteem/${topic.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.title);
  }
  await expect(page.getByRole("link", { name: "Volgende" })).toHaveCount(0);
  for (const topic of [...normTopics].reverse().slice(1)) {
    await page.getByRole("link", { name: "Vorige" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.title);
  }
  await expect(page).toHaveURL(new RegExp(`/kwaliteitssysteem/${normTopics[0]!.slug}$`));
});
