/**
 * Interne audits: plan an audit over the certification cycle, fill in its checklist (typing that is
 * not saved yet survives a reload), see the finding with its 'Verbeteractie aanmaken' link and the
 * action's link back to it, the coverage of the 23 HKZ elements and the report in the handbook; axe
 * finds nothing in either theme, also on a hovered primary button.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { format } from "date-fns";
import { expectNoAxeViolations } from "./axe";
import { test, expect } from "./fixtures";

const ddMMyyyy = (d: Date) => format(d, "dd-MM-yyyy");

const point = (page: Page, text: string) => page.getByRole("group", { name: text, exact: false });

test("plan an audit, fill in the checklist, see the finding and the coverage", async ({ signedIn: page, user }) => {
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto("/");
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("button", { name: "Verbeteren" }).click();
  await sidebar.getByRole("link", { name: "Interne audits" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Interne audits" })).toBeVisible();
  await expect(page).toHaveTitle("Interne audits · Normwijs");
  await expect(page.getByTestId("coverage-summary")).toHaveText(
    "0 uitgevoerd, 0 gepland, 23 nog niet gepland (van de 23).",
  );
  // The task comes first; the 23 elements are listed once, in the coverage table (besides the form's choices).
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText("Audit plannen");
  await expect(page.getByRole("main").getByText("Nog niet gepland", { exact: true })).toHaveCount(23);

  // Plan: today, the user as auditor, two elements.
  const today = new Date();
  await page.getByRole("button", { name: "Datum van de audit: Selecteer datum" }).click();
  await page.getByRole("dialog", { name: "Kalender: Datum van de audit" }).locator(".rdp-today button").click();
  await expect(page.getByRole("button", { name: `Datum van de audit: ${ddMMyyyy(today)}` })).toBeVisible();
  await page.getByRole("checkbox", { name: user.name }).check();
  await page.getByRole("checkbox", { name: /^1\.2 Missie en visie/ }).check();
  await page.getByRole("checkbox", { name: /^4\.5 / }).check();
  await page.getByRole("button", { name: "Audit plannen" }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Interne audit van ${ddMMyyyy(today)}` })).toBeVisible();
  await expect(page.getByTestId("audit-auditors")).toHaveText(user.name);
  await expect(page.getByTestId("checklist-state")).toHaveText("Alle beoordelingen zijn opgeslagen.");

  // Fill in two points of 1.2 and save.
  const mission = "Een vastgelegde missie en visie, die past bij de zorg die u echt levert.";
  const staff = "Dat medewerkers weten waar de organisatie voor staat.";
  await point(page, mission).getByRole("radio", { name: "Voldoet", exact: true }).check();
  await point(page, staff).getByRole("radio", { name: "Voldoet niet" }).check();
  await page.getByRole("textbox", { name: `Toelichting bij: ${staff}` }).fill("Twee medewerkers kenden de visie niet.");
  await expect(page.getByTestId("checklist-state")).toHaveText(
    "2 punten hebben wijzigingen die nog niet zijn opgeslagen.",
  );
  await page.getByRole("button", { name: "Beoordelingen opslaan" }).click();
  await expect(page.getByTestId("checklist-state")).toHaveText("Alle beoordelingen zijn opgeslagen.");

  // The finding, with its link to a new improvement action for this point.
  const findings = page.getByTestId("audit-findings");
  await expect(findings.getByRole("listitem")).toHaveCount(1);
  await expect(findings).toContainText(staff);
  await expect(findings).toContainText("Voldoet niet: Twee medewerkers kenden de visie niet.");
  const create = findings.getByRole("link", { name: `Verbeteractie aanmaken voor: ${staff}` });
  const href = new URL((await create.getAttribute("href"))!, "http://x");
  expect(href.pathname).toBe("/verbeteren/acties");
  expect(href.searchParams.get("nieuw")).toBe("1");
  expect(href.searchParams.get("bron")).toBe("audit-finding");
  expect(href.searchParams.get("bronId")).toMatch(/^[0-9a-f-]{36}$/);
  expect(href.searchParams.get("bronLabel")).toBe(`Audit ${ddMMyyyy(today)}, 1.2: ${staff}`);

  // Typing that is not saved yet survives a reload, and is said to be waiting.
  const third = "Dat uw doelen en uw kwaliteitsbeleid aansluiten op de visie.";
  await page.getByRole("textbox", { name: `Toelichting bij: ${third}` }).fill("Nog navragen bij de directeur.");
  await page.reload();
  await expect(page.getByText("Wijzigingen die nog niet waren opgeslagen, zijn teruggezet.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: `Toelichting bij: ${third}` })).toHaveValue(
    "Nog navragen bij de directeur.",
  );
  await expect(point(page, staff).getByRole("radio", { name: "Voldoet niet" })).toBeChecked();
  await expect(page.getByTestId("checklist-state")).toHaveText(
    "1 punt heeft wijzigingen die nog niet zijn opgeslagen.",
  );
  await page.getByRole("button", { name: "Beoordelingen opslaan" }).click();
  await expect(page.getByTestId("checklist-state")).toHaveText("Alle beoordelingen zijn opgeslagen.");

  // 'Verbeteractie aanmaken' opens the new action linked to the finding; the finding then shows it.
  const auditUrl = page.url();
  await findings.getByRole("link", { name: `Verbeteractie aanmaken voor: ${staff}` }).click();
  const dialog = page.getByRole("dialog", { name: "Nieuwe verbeteractie" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Gekoppeld aan")).toBeVisible();
  await dialog.getByLabel("Omschrijving").fill("Visie bespreken in het teamoverleg");
  await dialog.getByRole("button", { name: "Uiterlijk gereed: Selecteer datum" }).click();
  await page.getByRole("dialog", { name: "Kalender: Uiterlijk gereed" }).locator(".rdp-today button").click();
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De verbeteractie is aangemaakt.")).toBeVisible();
  // The action links back to this audit, opened at the finding (not to the list of audits).
  const sourceLabel = `Audit ${ddMMyyyy(today)}, 1.2: ${staff}`;
  await page.getByTestId("action-row").getByRole("link", { name: sourceLabel }).click();
  await expect(page).toHaveURL(new RegExp(`^${auditUrl}#bevinding-${href.searchParams.get("bronId")}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Interne audit van ${ddMMyyyy(today)}` })).toBeVisible();
  const finding = page.getByTestId("audit-findings").getByRole("listitem").first();
  await expect(finding).toBeFocused();
  await expect(finding).toBeInViewport();
  const linked = page.getByTestId("audit-findings").getByRole("link", { name: "Visie bespreken in het teamoverleg" });
  await expect(linked).toBeVisible();
  await expect(page.getByTestId("audit-findings")).toContainText("Open");
  // The browser's Back goes to the actions, past the page that looked up the audit.
  await page.goBack();
  await expect(page.getByTestId("action-row")).toHaveCount(1);
  await page.goto(auditUrl);

  // Back on the list: the coverage counts both elements as audited.
  await page.getByRole("link", { name: "Terug naar Interne audits" }).click();
  await expect(page.getByTestId("coverage-summary")).toHaveText(
    "2 uitgevoerd, 0 gepland, 21 nog niet gepland (van de 23).",
  );
  await expect(page.getByTestId("audit-coverage").getByRole("row", { name: /^1\.1 / })).toContainText(
    "Nog niet gepland",
  );
  await expect(page.getByTestId("audit-coverage").getByRole("row", { name: /^1\.2 Missie en visie/ })).toContainText(
    "Uitgevoerd",
  );
  await expect(page.getByTestId("audit-cycle")).toContainText(`Van ${ddMMyyyy(today)} tot en met`);
  await expect(page.getByTestId("audit-list").getByRole("row")).toHaveCount(2);
  await expect(page.getByTestId("audit-list")).toContainText("1.2, 4.5");

  // The report is part of the handbook.
  await page.goto("/handboek");
  await expect(page.getByRole("heading", { name: /Interne audits/ }).first()).toBeVisible();
  await expect(page.getByText("Twee medewerkers kenden de visie niet.")).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`${colorScheme} theme: the audits page and an audit with a finding have no axe violations`, async ({
    signedIn: page,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme });
    const headers = { origin: baseURL! };
    const me = await (await page.request.get("/api/me")).json();
    const created = await page.request.post("/api/audits", {
      headers,
      data: { date: format(new Date(), "yyyy-MM-dd"), auditorIds: [me.user.id], elements: ["1.2", "2.7"] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const audit = await created.json();
    const saved = await page.request.put(`/api/audits/${audit.id}/points`, {
      headers,
      data: { baseRevision: 1, points: [{ id: audit.checklist[0].id, status: "voldoet-deels", note: "Deels." }] },
    });
    expect(saved.status()).toBe(200);

    await page.goto("/verbeteren/audits");
    await expect(page.getByRole("heading", { level: 1, name: "Interne audits" })).toBeVisible();
    await expect(page.getByTestId("audit-list")).toBeVisible();
    await expectNoAxeViolations(page);
    // A hovered primary button keeps its text readable (4.5:1); no transition, so axe sees the end colour.
    await page.addStyleTag({ content: "* { transition: none !important; }" });
    await page.getByRole("button", { name: "Audit plannen" }).hover();
    const hovered = await new AxeBuilder({ page })
      .include("form button[type=submit]")
      .withRules(["color-contrast"])
      .analyze();
    expect(hovered.passes.map((r) => r.id)).toEqual(["color-contrast"]);
    expect(hovered.violations).toEqual([]);

    await page.goto(`/verbeteren/audits/${audit.id}`);
    await expect(page.getByTestId("audit-findings")).toBeVisible();
    await page.getByRole("textbox").first().fill("Nog niet opgeslagen.");
    await expect(page.getByTestId("checklist-state")).toContainText("nog niet zijn opgeslagen");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Gegevens wijzigen" }).click();
    await expect(page.getByRole("button", { name: "Gegevens opslaan" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
