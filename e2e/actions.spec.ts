/**
 * Verbeteracties: made from a row of the 4.5 register, linked both ways, set to 'Afgerond' with a
 * result (asked only then), its history, filters, overdue in words; axe-clean in both themes.
 */
import type { Page } from "@playwright/test";
import { addDays, format } from "date-fns";
import { test, expect } from "./fixtures";
import { expectNoAxeViolations } from "./axe";

const iso = (d: Date) => format(d, "yyyy-MM-dd");

async function seedRegisterRow(page: Page, baseURL: string) {
  const res = await page.request.put("/api/kms/values/meldingen-register", {
    headers: { origin: baseURL },
    data: {
      value: [{ id: "rij-1", datum: "2026-03-02", type: "Klacht", omschrijving: "Ouder klaagt over wachttijd" }],
      baseRevision: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function myId(page: Page): Promise<string> {
  return (await (await page.request.get("/api/me")).json()).user.id;
}

async function seedAction(page: Page, baseURL: string, data: Record<string, unknown>) {
  const res = await page.request.post("/api/actions", {
    headers: { origin: baseURL },
    data: { sourceKind: "other", ownerId: await myId(page), ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("an action made from a register row is linked both ways, completed with a result and filtered", async ({
  signedIn: page,
  baseURL,
}) => {
  await seedRegisterRow(page, baseURL!);
  const label = "Klacht 02-03-2026: Ouder klaagt over wachttijd";

  await page.goto("/kwaliteitssysteem/meldingen");
  await expect(page.getByRole("columnheader", { name: "Verbeteracties" })).toBeVisible();
  await page.getByRole("link", { name: `Verbeteractie aanmaken voor ${label}` }).click();

  const dialog = page.getByRole("dialog", { name: "Nieuwe verbeteractie" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/verbeteren\/acties\?nieuw=1&bron=register&bronId=rij-1/);
  await expect(dialog.getByText("Gekoppeld aan")).toBeVisible();
  await expect(dialog.getByRole("link", { name: label })).toBeVisible();
  // 'Resultaat' is asked only for 'Afgerond'.
  await expect(dialog.getByLabel("Resultaat")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(dialog.getByText("Beschrijf de verbeteractie.")).toBeVisible();

  await dialog.getByLabel("Omschrijving").fill("Wachttijd voor intake bespreken in teamoverleg");
  await dialog.getByRole("button", { name: "Uiterlijk gereed: Selecteer datum" }).click();
  await page.getByRole("dialog", { name: "Kalender: Uiterlijk gereed" }).locator(".rdp-today button").click();
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De verbeteractie is aangemaakt.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = page.getByTestId("action-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Wachttijd voor intake bespreken in teamoverleg");
  await expect(rows.first()).toContainText(format(new Date(), "dd-MM-yyyy"));
  await expect(rows.first()).toContainText("Open");

  // Due today: on the Overzicht under 'Binnenkort', a link to the action itself.
  await page.getByTestId("sidebar").getByRole("link", { name: "Overzicht", exact: true }).click();
  const dueLink = page.getByTestId("soon").getByRole("link", {
    name: "Verbeteractie: Wachttijd voor intake bespreken in teamoverleg",
  });
  await expect(dueLink).toBeVisible();
  await dueLink.click();
  await expect(page.getByRole("dialog", { name: "Verbeteractie" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The action links back to its row; the row shows its action.
  await rows.first().getByRole("link", { name: label }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Incidenten, calamiteiten, klachten en datalekken" }),
  ).toBeVisible();
  const linked = page.getByTestId("source-actions").getByRole("link", {
    name: "Wachttijd voor intake bespreken in teamoverleg",
  });
  await expect(linked).toBeVisible();
  await linked.click();

  const edit = page.getByRole("dialog", { name: "Verbeteractie" });
  await expect(edit).toBeVisible();
  await expect(edit.getByTestId("action-source-link")).toHaveText(label);
  await edit.getByLabel("Status").selectOption({ label: "Afgerond" });
  await edit.getByRole("button", { name: "Opslaan" }).click();
  await expect(edit.getByText("Vul het resultaat in: wat heeft de actie opgeleverd?")).toBeVisible();
  await edit.getByLabel("Resultaat").fill("Intake binnen tien werkdagen; besproken op 12 maart.");
  await edit.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De wijzigingen zijn opgeslagen.")).toBeVisible();
  await expect(rows.first()).toContainText("Afgerond");

  // Its history.
  await rows
    .first()
    .getByRole("link", { name: /^Openen: Wachttijd/ })
    .click();
  const history = page.getByTestId("action-history");
  await expect(history).toContainText("Status: Open → Afgerond");
  await expect(history).toContainText("Resultaat: (leeg) → Intake binnen tien werkdagen");
  await expect(history.locator(":scope > li")).toHaveCount(2);
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();

  // Another action, overdue: marked in words; the filters.
  await seedAction(page, baseURL!, {
    description: "Protocol klachten herzien",
    dueDate: iso(addDays(new Date(), -3)),
  });
  await page.reload();
  await expect(rows).toHaveCount(2);
  const overdue = rows.filter({ hasText: "Protocol klachten herzien" });
  await expect(overdue.getByTestId("action-overdue")).toHaveText("Verlopen");
  await expect(rows.first()).toContainText("Protocol klachten herzien");

  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Afgerond" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Wachttijd voor intake");
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Alle" });
  await page.getByLabel("Bron").selectOption({ label: "Anders" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Protocol klachten herzien");
  await page.getByRole("button", { name: "Filters wissen" }).click();
  await page.getByLabel("Eigenaar").selectOption({ index: 1 });
  await expect(rows).toHaveCount(2);
});

test("a goal gets an action the same way, and shows it", async ({ signedIn: page, baseURL }) => {
  const res = await page.request.post("/api/kms/goal-sets", { headers: { origin: baseURL! } });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto("/kwaliteitssysteem/kwaliteitsdoelstellingen");
  await page.getByRole("link", { name: "Verbeteractie aanmaken voor Kwaliteitsdoelstelling 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Nieuwe verbeteractie" });
  await expect(dialog.getByRole("link", { name: "Kwaliteitsdoelstelling 1" })).toBeVisible();
  await dialog.getByLabel("Omschrijving").fill("Wachtlijst wekelijks bijhouden");
  await dialog.getByRole("button", { name: "Uiterlijk gereed: Selecteer datum" }).click();
  await page.getByRole("dialog", { name: "Kalender: Uiterlijk gereed" }).locator(".rdp-today button").click();
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De verbeteractie is aangemaakt.")).toBeVisible();
  await page.getByTestId("action-row").getByRole("link", { name: "Kwaliteitsdoelstelling 1" }).click();
  await expect(
    page.getByRole("region", { name: "Verbeteracties bij doelstelling 1" }).getByRole("link", {
      name: "Wachtlijst wekelijks bijhouden",
    }),
  ).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`${colorScheme} theme: Verbeteracties with an open action is axe-clean`, async ({ signedIn: page, baseURL }) => {
    await page.emulateMedia({ colorScheme });
    await seedAction(page, baseURL!, { description: "Te laat", dueDate: iso(addDays(new Date(), -3)) });
    await seedAction(page, baseURL!, {
      description: "Klaar",
      dueDate: iso(addDays(new Date(), 5)),
      status: "done",
      result: "Gedaan",
    });
    await page.goto("/verbeteren/acties");
    await expect(page.getByRole("heading", { level: 1, name: "Verbeteracties" })).toBeVisible();
    await expect(page).toHaveTitle("Verbeteracties · Normwijs");
    await expect(page.getByTestId("action-row")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Openen: Te laat" }).click();
    await expect(page.getByTestId("action-history")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Nieuwe verbeteractie" }).click();
    await expect(page.getByRole("dialog", { name: "Nieuwe verbeteractie" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("a register row shows every one of its actions, read with the API's filter by source", async ({
  signedIn: page,
  baseURL,
}) => {
  await seedRegisterRow(page, baseURL!);
  // More than one page of the list (100), all for this row, and one for no source at all.
  const ownerId = await myId(page);
  for (let i = 1; i <= 101; i++) {
    const res = await page.request.post("/api/actions", {
      headers: { origin: baseURL! },
      data: { sourceKind: "register", sourceId: "rij-1", ownerId, description: `Stap ${i}`, dueDate: iso(new Date()) },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await seedAction(page, baseURL!, { description: "Los van het register", dueDate: iso(new Date()) });
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/actions") asked.push(new URL(r.url()).search);
  });
  await page.goto("/kwaliteitssysteem/meldingen");
  const row = page.getByTestId("source-actions").first();
  await expect(row.getByRole("link", { name: "Stap 101" })).toBeVisible();
  await expect(row.getByRole("link", { name: /^Stap \d+$/ })).toHaveCount(101);
  // Only this row's actions were asked for: two pages, never the whole list of register actions.
  expect(asked).toHaveLength(2);
  for (const search of asked) expect(search).toContain("sourceId=rij-1");
});
