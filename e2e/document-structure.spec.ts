/**
 * The handbook and the management review's draft read as one document each: no two regions share a
 * name (a screen reader's list of landmarks tells them apart) and no heading level is skipped, in the
 * light and the dark theme, with the content that made both go wrong (a saved review, tables in one
 * section, sections without a title).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

async function expectLandmarksAndHeadingsInOrder(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).withRules(["landmark-unique", "heading-order"]).analyze();
    expect(violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
  }
}

/** Two quality goals with their tables and a saved review of this year. */
async function seed(page: Page, baseURL: string): Promise<number> {
  const headers = { origin: baseURL };
  const year = new Date().getFullYear();
  const register = [
    { id: "r1", datum: `${year}-01-10`, type: "Klacht", omschrijving: "Lang wachten" },
    { id: "r2", datum: `${year}-02-12`, type: "Incident", omschrijving: "Val in de badkamer" },
  ];
  const put = await page.request.put("/api/kms/values/meldingen-register", {
    data: { value: register, baseRevision: 0 },
    headers,
  });
  expect(put.status(), await put.text()).toBe(200);
  // Two quality goals, each with its table of measures: two tables in one handbook section.
  for (const [n, goal] of ["Minder wachttijd", "Minder vallen"].entries()) {
    const set = await page.request.post("/api/kms/goal-sets", { headers });
    expect(set.status(), await set.text()).toBe(201);
    const id: string = (await set.json()).id;
    const values = {
      [`kwaliteitsdoelstelling-${id}`]: goal,
      [`kwaliteitsdoelstelling-table-${id}`]: [
        { id: `m${n}`, maatregelen: "Intake sneller", actiesEnDoorWie: "Anna", indicator: "< 2 weken", evaluatie: "" },
      ],
      [`doelstelling-status-${id}`]: "Op schema",
    };
    for (const [name, value] of Object.entries(values)) {
      const saved = await page.request.put(`/api/kms/values/${name}`, { data: { value, baseRevision: 0 }, headers });
      expect(saved.status(), await saved.text()).toBe(200);
    }
  }
  const review = await page.request.post("/api/review", {
    data: {
      year,
      baseVersion: 0,
      conclusions: "Klachten sneller afhandelen.",
      newGoals: "- Binnen een dag terugbellen",
    },
    headers,
  });
  expect(review.status(), await review.text()).toBe(201);
  return year;
}

test("the review page, with its draft and a saved version, names each region once and skips no heading level", async ({
  signedIn: page,
  baseURL,
}) => {
  const year = await seed(page, baseURL!);
  await page.goto("/verbeteren/organisatiebeoordeling");
  await expect(page.getByRole("heading", { level: 1, name: "Jaarlijkse beoordeling" })).toBeVisible();
  await page.getByLabel("Jaar").selectOption(String(year));
  await page.getByRole("button", { name: "Organisatiebeoordeling opstellen" }).click();
  await expect(page.getByTestId("review-draft").getByRole("heading", { name: `Concept ${year}` })).toBeVisible();
  await page.getByRole("button", { name: `Bekijken: ${year}, versie 1` }).click();
  await expect(page.getByTestId("review-version").first()).toContainText("Klachten sneller afhandelen.");
  await expectLandmarksAndHeadingsInOrder(page);
});

test("the handbook names each region once and skips no heading level", async ({ signedIn: page, baseURL }) => {
  await seed(page, baseURL!);
  await page.goto("/handboek");
  await expect(page.getByTestId("handbook")).toContainText("Klachten sneller afhandelen.");
  await expectLandmarksAndHeadingsInOrder(page);
});
