/**
 * A person in two organisations (a quality consultant with a bureau of her own who also helps a
 * practice): the sidebar shows where she works and switches; each organisation shows only its
 * own texts. When the practice's owner removes her, her next save is refused and the app moves
 * her on to her own bureau with a notice, instead of an error page.
 */
import { test, expect, newUser, signUpViaApi } from "./fixtures";
import { mailsTo } from "./db";

test("switches between two organisations, and moves on with a notice when removed from one", async ({
  signedIn: page,
  user: consultant,
  browser,
  baseURL,
}) => {
  const origin = { origin: baseURL! };
  expect(
    (await page.request.patch("/api/organisation", { data: { name: "Eigen bureau" }, headers: origin })).ok(),
  ).toBe(true);

  // The practice: its owner writes the mission and invites the consultant as Bewerker.
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signUpViaApi(owner, newUser(), baseURL!);
  const api = owner.request;
  expect((await api.patch("/api/organisation", { data: { name: "Praktijk De Linde" }, headers: origin })).ok()).toBe(
    true,
  );
  expect(
    (
      await api.put("/api/kms/values/missie-en-visie", {
        data: { value: "Zorg in de wijk.", baseRevision: 0 },
        headers: origin,
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await api.post("/api/team/invitations", { data: { email: consultant.email, role: "editor" }, headers: origin })
    ).status(),
  ).toBe(201);
  // (Her own sign-up also sent her a mail to confirm her address.)
  const invitations = () => mailsTo(consultant.email).filter((m) => m.text.includes("/uitnodiging/"));
  await expect.poll(() => invitations().length).toBe(1);
  const link = /(http\S+\/uitnodiging\/[A-Za-z0-9_-]+)/.exec(invitations()[0]!.text)![1]!;

  // She joins from the link while signed in: this session now works in the practice.
  await page.goto(link);
  await page.getByRole("button", { name: "Deelnemen", exact: true }).click();
  const switcher = page.getByLabel("Organisatie", { exact: true });
  await expect(switcher).toHaveValue(/.+/);
  await expect(switcher.locator("option:checked")).toHaveText("Praktijk De Linde");

  await page.goto("/kwaliteitssysteem/missie-en-visie");
  const mission = page.getByRole("textbox", { name: "Missie en visie" });
  await expect(mission).toHaveValue("Zorg in de wijk.");

  // To her own bureau and back: each shows only its own text.
  await switcher.selectOption({ label: "Eigen bureau" });
  await expect(switcher.locator("option:checked")).toHaveText("Eigen bureau");
  await expect(mission).toHaveValue("");
  await switcher.selectOption({ label: "Praktijk De Linde" });
  await expect(switcher.locator("option:checked")).toHaveText("Praktijk De Linde");
  await expect(mission).toHaveValue("Zorg in de wijk.");

  // The owner removes her while she is on the practice's page.
  const me = await (await page.request.get("/api/me")).json();
  expect((await api.delete(`/api/team/members/${me.user.id}`, { headers: origin })).status()).toBe(204);

  // Her next save is refused; the app says where she works now and shows her bureau.
  await mission.fill("Zorg in de wijk, en thuis.");
  const notice = page.getByRole("alert").filter({ hasText: "U hoort niet meer bij Praktijk De Linde." });
  await expect(notice).toContainText("U werkt nu in Eigen bureau.");
  // One organisation left: the sidebar names it, without a choice.
  await expect(page.getByTestId("sidebar-organisation")).toHaveText("Eigen bureau");
  await expect(switcher).toHaveCount(0);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("heading", { name: "Geen toegang tot een organisatie" })).toHaveCount(0);
  // The practice kept its own text.
  expect((await (await api.get("/api/kms/values")).json()).values["missie-en-visie"].value).toBe("Zorg in de wijk.");

  await notice.getByRole("button", { name: "Melding sluiten" }).click();
  await expect(notice).toHaveCount(0);
  await ownerContext.close();
});
