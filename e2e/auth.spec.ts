/** Access journeys: what a signed-in user sees when they no longer belong to an organisation. */
import { test, expect } from "./fixtures";
import { withE2eDatabase } from "./db";

test("a user whose membership was removed sees a Dutch page, gets no new organisation, and can sign out", async ({
  signedIn: page,
}) => {
  const { user } = await (await page.request.get("/api/me")).json();
  // What an owner removing this member does.
  withE2eDatabase((db) => db.prepare("delete from membership where user_id = ?").run(user.id));

  await page.goto("/kwaliteitssysteem/missie-en-visie");
  await expect(page.getByRole("heading", { level: 1, name: "Geen toegang tot een organisatie" })).toBeVisible();
  await expect(
    page.getByText("Vraag de eigenaar van uw organisatie om u weer toe te voegen.", { exact: false }),
  ).toBeVisible();
  const memberships = withE2eDatabase((db) =>
    db.prepare("select count(*) as n from membership where user_id = ?").get(user.id),
  );
  expect(memberships).toEqual({ n: 0 });

  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Ik heb al een account" })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
