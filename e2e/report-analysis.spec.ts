/**
 * Kwartaalanalyse van meldingen (issue 41): an owner types three rows into the register of 4.5,
 * with their types and causes (two this quarter, one in the quarter before); the quarterly analysis
 * page, reached from the register's page, counts them in its bars and its tables; the analysis
 * text saves itself and is there after a reload; element 4.5 shows the quarter; the page is axe
 * clean in both themes. The same person as a Lezer, on a phone, reads it all but cannot write.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { withE2eDatabase } from "./db";
import { amsterdamDay } from "@core/shared/calendar-day";
import { currentQuarter, previousQuarter, quarterBounds } from "../src/modules/report-analysis/model";
import { quarterTitle } from "../src/modules/report-analysis/messages";

const indicator = (page: Page) => page.getByTestId("save-indicator").first();
const storedRegister = async (page: Page) =>
  (await (await page.request.get("/api/kms/values")).json()).values["meldingen-register"]?.value ?? [];

/** Picks a day in row `row`'s 'Datum (ontdekt)' calendar: its month and year from the dropdowns, then the day. */
async function pickDate(page: Page, row: number, iso: string) {
  const label = `Datum (ontdekt), rij ${row}`;
  await page.getByRole("button", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}: `) }).click();
  const calendar = page.getByRole("dialog", { name: `Kalender: ${label}` });
  const [y, m] = iso.split("-").map(Number) as [number, number];
  await calendar.locator("select.rdp-years_dropdown").selectOption(String(y));
  await calendar.locator("select.rdp-months_dropdown").selectOption(String(m - 1));
  await calendar.locator(`[data-day="${iso}"] button`).click();
  await expect(calendar).toBeHidden();
}

async function typeRow(page: Page, row: number, day: string, type: string, cause: string, what: string) {
  if (row > 1) await page.getByRole("button", { name: "Rij toevoegen" }).first().click();
  await pickDate(page, row, day);
  await page.getByRole("combobox", { name: `Type, rij ${row}` }).selectOption(type);
  await page.getByRole("combobox", { name: `Oorzaak, rij ${row}` }).selectOption(cause);
  await page.getByRole("textbox", { name: `Omschrijving, rij ${row}` }).fill(what);
  await page.getByRole("textbox", { name: `Omschrijving, rij ${row}` }).blur();
}

test("rows typed in the register with type and cause are counted per quarter; the analysis text saves", async ({
  signedIn: page,
  user,
}) => {
  test.setTimeout(120_000);
  const today = amsterdamDay(new Date());
  const now = currentQuarter();
  const before = previousQuarter(now);
  const dayBefore = quarterBounds(before).from.replace(/-01$/, "-15");

  await page.goto("/kwaliteitssysteem/meldingen");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Incidenten, calamiteiten, klachten en datalekken");
  await typeRow(page, 1, today, "Incident", "Communicatie of overdracht", "Overdracht niet doorgegeven");
  await typeRow(page, 2, today, "Klacht", "Communicatie of overdracht", "Ouder niet teruggebeld");
  await typeRow(page, 3, dayBefore, "Incident", "Materiaal of omgeving", "Uitgegleden op natte vloer");
  await expect
    .poll(async () => (await storedRegister(page)).map((r: { oorzaak?: string }) => r.oorzaak))
    .toEqual(["Communicatie of overdracht", "Communicatie of overdracht", "Materiaal of omgeving"]);
  await expect(indicator(page)).toHaveText("Opgeslagen");

  // The register's page names the analysis; the link opens it.
  await page.getByTestId("related-page").getByRole("link", { name: "Kwartaalanalyse meldingen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kwartaalanalyse meldingen" })).toBeVisible();
  await expect(page.getByTestId("analysis-total")).toHaveText(
    `${quarterTitle(now)}: 2 meldingen. ${quarterTitle(before)}: 1.`,
  );

  // The tables: this quarter, the quarter before, the difference.
  const rowOf = (table: string, label: string) =>
    page
      .getByTestId(table)
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
  await expect(rowOf("analysis-by-type", "Incident").getByRole("cell")).toHaveText(["1", "1", "0"]);
  await expect(rowOf("analysis-by-type", "Klacht").getByRole("cell")).toHaveText(["1", "0", "+1"]);
  await expect(rowOf("analysis-by-type", "Datalek").getByRole("cell")).toHaveText(["0", "0", "0"]);
  await expect(rowOf("analysis-by-cause", "Communicatie of overdracht").getByRole("cell")).toHaveText(["2", "0", "+2"]);
  await expect(rowOf("analysis-by-cause", "Materiaal of omgeving").getByRole("cell")).toHaveText(["0", "1", "−1"]);
  // The bars count the same rows.
  const bars = page.getByTestId("analysis-chart").first().locator("[data-count]");
  await expect(bars).toHaveCount(5);
  expect(await bars.evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-count"))))).toEqual([
    1, 0, 0, 1, 0,
  ]);

  // The quarter before, chosen in the list.
  await page.getByLabel("Kwartaal", { exact: true }).selectOption(before);
  await expect(page.getByTestId("analysis-total")).toContainText(`${quarterTitle(before)}: 1 melding.`);
  await page.getByLabel("Kwartaal", { exact: true }).selectOption(now);
  await expect(page.getByTestId("analysis-total")).toContainText(`${quarterTitle(now)}: 2 meldingen.`);

  // The analysis text saves itself, and is there after a reload.
  const analysis = page.getByRole("textbox", { name: `Analyse ${quarterTitle(now)}` });
  await analysis.fill("Twee meldingen over communicatie. We bespreken de overdracht in het teamoverleg.");
  await analysis.blur();
  await expect(indicator(page)).toHaveText("Opgeslagen");
  await expectAxeCleanInBothThemes(page);

  // A save of the register elsewhere (another tab, a colleague) arrives live: the page counts again.
  const current = (await (await page.request.get("/api/kms/values")).json()).values["meldingen-register"];
  const added = await page.request.put("/api/kms/values/meldingen-register", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      value: [
        ...current.value,
        { id: "extra", datum: today, type: "Datalek", oorzaak: "Anders", omschrijving: "Map kwijt" },
      ],
      baseRevision: current.revision,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await expect(page.getByTestId("analysis-total")).toHaveText(
    `${quarterTitle(now)}: 3 meldingen. ${quarterTitle(before)}: 1.`,
  );
  await expect(rowOf("analysis-by-type", "Datalek").getByRole("cell")).toHaveText(["1", "0", "+1"]);
  await page.reload();
  await expect(page.getByRole("textbox", { name: `Analyse ${quarterTitle(now)}` })).toHaveValue(
    "Twee meldingen over communicatie. We bespreken de overdracht in het teamoverleg.",
  );

  // Element 4.5 shows the quarter and the analysis.
  await page.goto("/normelementen/4.5");
  await expect(page.getByTestId("element-analysis")).toContainText(
    `${quarterTitle(now)}: 3 meldingen (vorig kwartaal 1); meest genoemde oorzaak: Communicatie of overdracht.`,
  );
  await expect(page.getByText("Twee meldingen over communicatie.")).toBeVisible();

  // The same person as a Lezer, on a phone: the counts and the analysis, read only.
  withE2eDatabase((db) =>
    db
      .prepare(`update membership set role = 'reader' where user_id = (select id from "user" where email = ?)`)
      .run(user.email),
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/verbeteren/kwartaalanalyse");
  await expect(page.getByTestId("analysis-total")).toContainText(`${quarterTitle(now)}: 3 meldingen.`);
  const readOnly = page.getByRole("textbox", { name: `Analyse ${quarterTitle(now)}` });
  await expect(readOnly).toHaveValue(/^Twee meldingen over communicatie/);
  await expect(readOnly).toHaveAttribute("readonly", "");
  await expect(page.getByTestId("kms-text-read-only")).toBeVisible();
});
