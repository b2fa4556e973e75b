/**
 * An organisation without a name (made before sign-up asked for one) is never shown with a stand-in
 * name: the organisation switcher tells it apart by its Eigenaar, the sidebar asks its Eigenaar for
 * the name, and the client's questionnaire and the auditor's page leave the name out.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, newUser } from "./fixtures";
import { withE2eDatabase } from "./db";

const standIn = /Naamloze organisatie|Uw organisatienaam|uw organisatie\)|De organisatie neemt|van\s+—|van\s*$/;

async function unname(request: APIRequestContext): Promise<string> {
  const me = await (await request.get("/api/me")).json();
  withE2eDatabase((db) => db.prepare("UPDATE organisation SET name = '' WHERE id = ?").run(me.organisation.id));
  return me.organisation.id;
}

async function expectNoStandIn(page: Page) {
  await expect(page.locator("body")).not.toContainText(standIn);
  expect(await page.title()).not.toMatch(standIn);
}

test("the switcher names an organisation without a name by its Eigenaar, and the sidebar asks its Eigenaar for it", async ({
  signedIn: page,
  user,
  playwright,
  baseURL,
}) => {
  // Someone else's organisation without a name, in which this user is a Bewerker.
  const other = await playwright.request.newContext({ baseURL });
  const owner = newUser();
  try {
    const res = await other.post("/api/auth/sign-up/email", { data: owner, headers: { origin: baseURL! } });
    expect(res.status(), await res.text()).toBe(200);
    const organisationId = await unname(other);
    const me = await (await page.request.get("/api/me")).json();
    withE2eDatabase((db) =>
      db
        .prepare("INSERT INTO membership (organisation_id, user_id, role, created_at) VALUES (?, ?, 'editor', ?)")
        .run(organisationId, me.user.id, new Date().toISOString()),
    );
  } finally {
    await other.dispose();
  }

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  const switcher = page.getByRole("combobox", { name: "Organisatie" });
  await expect(switcher.locator("option")).toHaveText([user.organisationName, `Organisatie van ${owner.name}`]);
  await expectNoStandIn(page);

  // Now this user's own organisation has no name either: as its Eigenaar, the sidebar asks for it.
  await unname(page.request);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  await expect(switcher.locator("option")).toHaveText([
    `Organisatie van ${user.name}`,
    `Organisatie van ${owner.name}`,
  ]);
  await expectNoStandIn(page);
  await page.getByTestId("sidebar").getByRole("link", { name: "Naam van uw organisatie invullen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Instellingen" })).toBeVisible();
  await page.getByLabel("Organisatienaam").fill("Zorg De Linde");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(switcher.locator("option")).toHaveText(["Zorg De Linde", `Organisatie van ${owner.name}`]);
  await expect(page.getByRole("link", { name: "Naam van uw organisatie invullen" })).toHaveCount(0);

  // In the organisation of someone else, a Bewerker is not asked: only an Eigenaar can name it.
  // The page loads again in the other organisation.
  await Promise.all([page.waitForEvent("load"), switcher.selectOption({ label: `Organisatie van ${owner.name}` })]);
  await expect(switcher.locator("option:checked")).toHaveText(`Organisatie van ${owner.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("sidebar")).toContainText("Normwijs");
  await expect(page.getByRole("link", { name: "Naam van uw organisatie invullen" })).toHaveCount(0);
});

test("the client's questionnaire and the auditor's page of an organisation without a name print no stand-in", async ({
  signedIn: page,
  browser,
  baseURL,
}) => {
  const headers = { origin: baseURL! };
  const survey = await page.request.post("/api/surveys/link", { headers });
  expect(survey.status(), await survey.text()).toBeLessThan(300);
  const surveyUrl: string = (await survey.json()).link.url;
  const auditor = await page.request.post("/api/auditor/links", {
    headers,
    data: { name: "Ada Auditor", email: "ada@auditbureau.nl", days: 7 },
  });
  expect(auditor.status(), await auditor.text()).toBe(201);
  const auditorUrl: string = (await auditor.json()).url;
  await unname(page.request);

  const outside = await browser.newContext();
  try {
    const client = await outside.newPage();
    await client.goto(surveyUrl);
    await expect(client.getByRole("heading", { level: 1, name: "Vragenlijst" })).toBeVisible();
    await expect(client.getByText("Wij willen graag weten hoe u de hulp ervaart.", { exact: false })).toBeVisible();
    await expectNoStandIn(client);

    const closed = await page.request.put("/api/surveys/closed", { headers, data: { closed: true } });
    expect(closed.status(), await closed.text()).toBe(200);
    await client.reload();
    await expect(client.getByText("Deze vragenlijst neemt op dit moment geen antwoorden aan.")).toBeVisible();
    await expectNoStandIn(client);

    await client.goto(auditorUrl);
    await expect(client.getByRole("heading", { level: 1 })).toHaveText(
      /^Kwaliteitshandboek — alleen-lezen toegang voor Ada Auditor, geldig tot \d\d-\d\d-\d{4}$/,
    );
    await expect(client).toHaveTitle(/^Kwaliteitshandboek · /);
    await expectNoStandIn(client);
  } finally {
    await outside.close();
  }
});
