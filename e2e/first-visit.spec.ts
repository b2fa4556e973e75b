/**
 * A first visit to a deep link on a phone waits round trips, one after the other: the page, its
 * scripts, who is signed in, the page's own code. Two of them go together (issue 29, Lighthouse):
 * - the page asks /api/me with itself (a preload in index.html) and the app takes that answer
 *   instead of asking again;
 * - the page's own code is fetched while /api/me answers, not after.
 * - the page's code comes in a handful of files, not fifty.
 * Only the network edge is slowed: the answer to /api/me is held for a moment.
 */
import { test, expect } from "./fixtures";

test("a deep link asks who is signed in once, and fetches the page's code while the answer is on its way", async ({
  signedIn: page,
}) => {
  // What happened, in order: "asked /api/me", "answered /api/me", "app code arrived" (the
  // entry's core chunk, which runs the router), "asked page code" (the topic page's own chunk,
  // named after the route module routes/topic.tsx).
  const events: string[] = [];
  const scripts: string[] = [];
  await page.route("**/api/me", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.fallback();
  });
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (req.resourceType() === "script") scripts.push(path);
    if (path === "/api/me") events.push("asked /api/me");
    if (/^\/assets\/topic-[^/]*\.js$/.test(path)) events.push("asked page code");
  });
  page.on("response", (res) => {
    const path = new URL(res.url()).pathname;
    if (path === "/api/me") events.push("answered /api/me");
    if (/^\/assets\/core-[^/]*\.js$/.test(path)) events.push("app code arrived");
  });

  await page.goto("/kwaliteitssysteem/risicos-en-kansen");
  await expect(page.getByRole("heading", { name: "Risico's en kansen", level: 1 })).toBeVisible();
  await expect(page.getByTestId("sidebar")).toBeVisible();

  // The page's code in a handful of files (vite.config.ts groups the small modules): each file is
  // a request that waits its turn on one of a phone's six connections. It was 55.
  expect(scripts.length, scripts.join("\n")).toBeLessThanOrEqual(12);
  expect(events.filter((e) => e === "asked /api/me")).toHaveLength(1);
  // Asked by the page itself, before the app's code could have asked.
  expect(events.indexOf("asked /api/me")).toBeLessThan(events.indexOf("app code arrived"));
  expect(events.indexOf("asked page code")).toBeGreaterThan(-1);
  expect(events.indexOf("asked page code")).toBeLessThan(events.indexOf("answered /api/me"));
});
