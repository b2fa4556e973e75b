/**
 * Every signed-in page, found from the app's own addresses (src/core/shared/paths.ts) and navigation
 * (src/norm/catalogue.ts), so a new page is walked without editing this file. With something in
 * every list (improvement actions, one with long words and one overdue, an audit, the
 * questionnaire's link), on a
 * phone 375 px wide: the page shows itself (not the error page), does not scroll sideways, no word is cut in two, the breadcrumb names the page the user is
 * on, and axe-core finds nothing in the light and the dark theme.
 */
import type { Page } from "@playwright/test";
import { footerLinks, navGroups } from "@norm/catalogue";
import { paths } from "@core/shared/paths";
import { errorPageText } from "../src/web/routes/messages";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { expectNoSidewaysScroll, expectNoWordBrokenMidWord } from "./layout";

/** Addresses outside the signed-in shell (a11y.spec.ts walks those), or that only lead on to another page. */
const notWalked = new Set<string>([
  paths.login,
  paths.wachtwoordVergeten,
  paths.wachtwoordHerstellen,
  paths.eMailBevestigen,
  paths.auditor,
  paths.privacy,
  paths.voorwaarden,
  paths.contact,
]);

type Place = { path: string; crumb: string | RegExp };

/** The sidebar's pages, named as in the sidebar; the others as their heading says. */
const places = (ids: { action: string; audit: string; report: string }): Place[] => [
  { path: paths.home, crumb: "Overzicht" },
  { path: paths.kalender, crumb: "Kwaliteitskalender" },
  ...navGroups.flatMap((g) => g.items.map((i) => ({ path: i.url!, crumb: i.title }))),
  ...footerLinks.map((i) => ({ path: i.url!, crumb: i.title })),
  { path: paths.prullenbak, crumb: "Prullenbak" },
  { path: paths.activiteit, crumb: "Activiteit" },
  { path: paths.abonnementSuccess, crumb: "Bedankt voor uw abonnement" },
  { path: paths.abonnementCancel, crumb: "Betaling afgebroken" },
  { path: paths.verbeteractie(ids.action), crumb: "Verbeteractie" },
  { path: paths.audit(ids.audit), crumb: "Audit" },
  // Melden: the form of the top bar, and one report (seeded).
  { path: paths.melden, crumb: "Melden" },
  { path: paths.melding(ids.report), crumb: "Melding" },
  // An element's page, with the auditor's question about it (seeded).
  { path: paths.normelement("1.2"), crumb: "Normelement" },
];

test("every address of the app is walked here or in a11y.spec.ts", () => {
  const walked = new Set(places({ action: "x", audit: "x", report: "x" }).map((p) => p.path));
  const addresses: unknown[] = Object.values(paths);
  const missing = addresses.filter((p) => typeof p === "string" && !walked.has(p) && !notWalked.has(p));
  expect(missing).toEqual([]);
});

/**
 * An action with long Dutch words, an audit, the questionnaire's link and a question of the
 * auditor: the lists have rows.
 */
async function seed(page: Page, baseURL: string): Promise<{ action: string; audit: string; report: string }> {
  const headers = { origin: baseURL };
  const me = await (await page.request.get("/api/me")).json();
  const action = await page.request.post("/api/actions", {
    headers,
    data: {
      sourceKind: "other",
      ownerId: me.user.id,
      description: "Klachtenregelingsaanpassing doorvoeren na de kwaliteitsmedewerkersbijeenkomst",
      dueDate: "2030-01-31",
    },
  });
  expect(action.status(), await action.text()).toBe(201);
  // One overdue: the Overzicht and the Kwaliteitskalender show a 'Verlopen' badge.
  const overdue = await page.request.post("/api/actions", {
    headers,
    data: { sourceKind: "other", ownerId: me.user.id, description: "Back-up controleren", dueDate: "2024-01-15" },
  });
  expect(overdue.status(), await overdue.text()).toBe(201);
  const audit = await page.request.post("/api/audits", {
    headers,
    data: { date: "2030-02-01", auditorIds: [me.user.id], elements: ["1.2"] },
  });
  expect(audit.status(), await audit.text()).toBe(201);
  const link = await page.request.post("/api/surveys/link", { headers });
  expect(link.status(), await link.text()).toBeLessThan(300);
  // A question of the auditor about 1.2, through an auditor link: the Overzicht and the element page show it.
  const auditorLink = await page.request.post("/api/auditor/links", {
    headers,
    data: { name: "Ada Auditor", email: "ada@auditbureau.nl" },
  });
  expect(auditorLink.status(), await auditorLink.text()).toBe(201);
  const token = ((await auditorLink.json()).url as string).split("#")[1]!;
  const question = await page.request.post("/api/auditor-view/questions", {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { element: "1.2", question: "Graag de missie en visie zoals die in het team is besproken." },
  });
  expect(question.status(), await question.text()).toBe(201);
  const report = await page.request.post("/api/reports", {
    headers,
    data: {
      type: "medewerkerincident",
      description: "Collega gleed uit op de natte keukenvloer tijdens de avonddienst",
      happenedOn: new Date().toISOString().slice(0, 10),
    },
  });
  expect(report.status(), await report.text()).toBe(201);
  return { action: (await action.json()).id, audit: (await audit.json()).id, report: (await report.json()).id };
}

for (const [i, { path }] of places({ action: "", audit: "", report: "" }).entries()) {
  test(`on a phone: ${path || `page ${i}`}`, async ({ signedIn: page, baseURL }) => {
    const ids = await seed(page, baseURL!);
    const place = places(ids)[i]!;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(place.path);
    // A record's address opens its list with the record in a dialog.
    await expect(page.getByRole("heading", { level: 1 }).or(page.getByRole("dialog"))).toBeVisible();
    await expect(page.locator(".animate-spin")).toHaveCount(0);
    // The error page keeps the shell and its breadcrumb, so a page that crashed must be caught here.
    await expect(page.getByText(errorPageText.title)).toHaveCount(0);
    await expect(page.getByTestId("breadcrumb").locator('[aria-current="page"]')).toHaveText(place.crumb);
    await expectNoSidewaysScroll(page);
    await expectNoWordBrokenMidWord(page);
    await expectAxeCleanInBothThemes(page);
  });
}
