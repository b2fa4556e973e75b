/**
 * A server (or a proxy before it) that never answers must not leave a page loading for ever: after
 * 30 seconds the page says so in Dutch and 'Opnieuw proberen' asks again. Only the network edge is
 * faked: the browser's request for the team list is held without an answer, and the page's clock
 * moves on instead of the test waiting half a minute.
 */
import { test, expect } from "./fixtures";

test("a request without an answer ends in a Dutch message, and 'Opnieuw proberen' loads the page", async ({
  signedIn: page,
}) => {
  await page.clock.install();
  let holding = true;
  await page.route("**/api/team/members", async (route) => {
    if (holding) return; // never answered
    await route.fallback();
  });

  await page.goto("/instellingen/team");
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await expect(page.getByTestId("team-member")).toHaveCount(0);
  // The page's other lists must have answered before the clock jumps, or a slow machine would
  // time those out too: only the held request may end in the message.
  await expect(page.getByText("Er staan geen uitnodigingen open.")).toBeVisible();

  await page.clock.runFor(31_000);
  await expect(page.getByRole("alert")).toHaveText(/De server antwoordt niet\. Probeer het opnieuw\./);

  holding = false;
  await page.getByRole("button", { name: "Opnieuw proberen" }).click();
  await expect(page.getByTestId("team-member")).toHaveCount(1);
  await expect(page.getByText("De server antwoordt niet.")).toHaveCount(0);
});
