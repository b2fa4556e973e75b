/**
 * An unexpected error while showing a page gives the Dutch error page in the app's style with a
 * way back, never the router's English 'Something went wrong!'. The error here is a page's code
 * that fails to load (the network drops it, or a new version replaced it).
 */
import { test, expect } from "./fixtures";

test("a page that fails to load shows the Dutch error page inside the shell, with a way back", async ({
  signedIn: page,
}) => {
  await page.route("**/assets/CalendarPage-*.js", (route) => route.abort("connectionreset"));
  await page.goto("/");
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("link", { name: "Kwaliteitskalender" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Er ging iets mis" })).toBeVisible();
  await expect(page.getByText("Something went wrong", { exact: false })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Er ging iets mis/);
  // Still in the shell: the navigation is there, and so is the way back.
  await expect(sidebar).toBeVisible();
  await page.unroute("**/assets/CalendarPage-*.js");
  await page.getByRole("link", { name: "Naar het begin" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Er ging iets mis" })).toHaveCount(0);
  await sidebar.getByRole("link", { name: "Kwaliteitskalender" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kwaliteitskalender" })).toBeVisible();
});

test("a page that fails on a full load shows the same Dutch page", async ({ signedIn: page }) => {
  await page.route("**/assets/CalendarPage-*.js", (route) => route.abort("connectionreset"));
  await page.goto("/kalender");
  await expect(page.getByRole("heading", { level: 1, name: "Er ging iets mis" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Opnieuw proberen" })).toBeVisible();
  await expect(page.getByText("Something went wrong", { exact: false })).toHaveCount(0);
});
