/**
 * A signed-in page opened afresh (a bookmark, a reload): the HTML asks for the page's data with
 * the page, the app uses those answers instead of asking again, and the loading frame the server
 * sent is gone once the page shows.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

/** Counts the requests per API address (path and query) while the page loads. */
function countApiRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!url.pathname.startsWith("/api/")) return;
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

test("the Overzicht asks each of its answers once, and the loading frame goes when the page shows", async ({
  signedIn: page,
}) => {
  const counts = countApiRequests(page);
  const response = await page.goto("/");
  const html = await response!.text();
  expect(html).toContain('id="boot"');
  expect(html).toContain('<link rel="preload" href="/api/planning/overview" as="fetch" crossorigin>');

  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  await expect(page.getByText("Er is nog niets verlopen.")).toBeVisible();
  await expect(page.locator("[data-testid^=coverage-] tbody tr")).toHaveCount(23);
  await expect(page.locator("#boot")).toHaveCount(0);
  await expect(page.getByText("Normwijs wordt geladen…")).toHaveCount(0);
  // Nothing is still on its way that the counts below would miss.
  await page.waitForLoadState("networkidle");
  for (const address of [
    "/api/me",
    "/api/config",
    "/api/planning/overview",
    "/api/planning/approvals",
    "/api/elements",
    "/api/reading/mine",
    "/api/reports/waiting",
  ]) {
    expect(counts.get(address), address).toBe(1);
  }
});

test("an element's page opened afresh asks its dossier once", async ({ signedIn: page }) => {
  const counts = countApiRequests(page);
  await page.goto("/normelementen/4.5");
  await expect(page.getByRole("heading", { level: 1, name: /4\.5/ })).toBeVisible();
  await expect(page.locator("#boot")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(counts.get("/api/elements/4.5")).toBe(1);
});
