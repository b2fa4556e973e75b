/**
 * The team journey: the owner invites a colleague as Lezer; the colleague opens the link from the
 * mail (received by a real SMTP server) in a second browser, creates an account and reads the
 * owner's mission text without being able to change it; the owner makes them Bewerker and then
 * they can edit.
 */
import { test, expect, newUser } from "./fixtures";
import { mailsTo } from "./db";

test("the owner invites a colleague who joins from the mail, first as Lezer, then as Bewerker", async ({
  signedIn: page,
  user,
  browser,
  baseURL,
}) => {
  // The owner writes the mission text.
  await page.goto("/kwaliteitssysteem/missie-en-visie");
  const mission = page.getByRole("textbox", { name: "Missie en visie" });
  await mission.fill("Wij bieden zorg dichtbij huis.");
  await expect
    .poll(async () => (await (await page.request.get("/api/kms/values")).json()).values["missie-en-visie"]?.value)
    .toBe("Wij bieden zorg dichtbij huis.");

  // Team, from the sidebar footer.
  await page.getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await expect(page.getByTestId("team-member")).toHaveCount(1);
  const colleague = newUser();
  await page.getByLabel("E-mailadres").fill(colleague.email);
  await page.getByLabel("Rol", { exact: true }).selectOption({ label: "Lezer" });
  await page.getByRole("button", { name: "Uitnodiging versturen" }).click();
  await expect(page.getByTestId("team-result")).toContainText(
    `Uitnodiging verstuurd naar ${colleague.email} als Lezer.`,
  );
  await expect(page.getByTestId("team-invitation")).toContainText(colleague.email);

  // The mail arrives with the link.
  await expect.poll(() => mailsTo(colleague.email).length).toBe(1);
  const mail = mailsTo(colleague.email)[0]!;
  expect(mail.text).toContain(`${user.name} (${user.email}) nodigt u uit`);
  expect(mail.html).toContain("Uitnodiging bekijken");
  const link = /(http\S+\/uitnodiging\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  expect(link.startsWith(baseURL!)).toBe(true);

  // The colleague, in a browser of their own.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole("heading", { level: 1 })).toContainText("Uitnodiging voor");
  await expect(other.getByText(`${user.name} nodigt u uit om mee te werken in Normwijs als Lezer`)).toBeVisible();
  await expect(other.getByLabel("E-mailadres")).toHaveValue(colleague.email);
  // Joining an organisation: no name of an organisation to give.
  await expect(other.getByLabel("Naam van uw organisatie")).toHaveCount(0);
  await other.getByLabel("Naam").fill(colleague.name);
  await other.getByLabel("Wachtwoord").fill(colleague.password);
  await other.getByRole("button", { name: "Account aanmaken en deelnemen" }).click();
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Overzicht");

  await other.goto("/kwaliteitssysteem/missie-en-visie");
  const theirMission = other.getByRole("textbox", { name: "Missie en visie" });
  await expect(theirMission).toHaveValue("Wij bieden zorg dichtbij huis.");
  await expect(theirMission).not.toBeEditable();
  await expect(other.getByText("U heeft leesrechten in deze organisatie")).toBeVisible();

  // The link works once.
  await other.goto(link);
  await expect(other.getByRole("heading", { name: "Deze uitnodiging is al gebruikt" })).toBeVisible();

  // The owner makes them Bewerker.
  await page.reload();
  await expect(page.getByTestId("team-member")).toHaveCount(2);
  await expect(page.getByTestId("team-invitation")).toHaveCount(0);
  await page.getByLabel(`Rol van ${colleague.name}`).selectOption({ label: "Bewerker" });
  await expect(page.getByTestId("team-result")).toContainText(`${colleague.name} heeft nu de rol Bewerker.`);

  // After a reload (a fresh /api/me) the colleague can edit, and the owner sees it.
  await other.goto("/kwaliteitssysteem/missie-en-visie");
  await expect(theirMission).toBeEditable();
  await theirMission.fill("Wij bieden zorg dichtbij huis, samen met de cliënt.");
  await expect
    .poll(async () => (await (await page.request.get("/api/kms/values")).json()).values["missie-en-visie"]?.value)
    .toBe("Wij bieden zorg dichtbij huis, samen met de cliënt.");
  await context.close();
});
