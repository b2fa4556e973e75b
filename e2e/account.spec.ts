/**
 * The account: a forgotten password reset from the mailed link, the name changed on the Account
 * page, the e-mail address changed (the current password asked, the new address confirmed by its
 * link), and 'Overal anders uitloggen' signing out another browser.
 */
import { test, expect, newUser } from "./fixtures";
import { mailsTo } from "./db";

test("a forgotten password is reset from the mailed link, and the new one signs in", async ({
  page,
  request,
  baseURL,
}) => {
  const user = newUser();
  // The account exists (made through the API, outside this browser).
  const res = await request.post("/api/auth/sign-up/email", { data: user, headers: { origin: baseURL! } });
  expect(res.status()).toBe(200);

  await page.goto("/login");
  await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wachtwoord vergeten" })).toBeVisible();
  await expect(page).toHaveTitle("Wachtwoord vergeten · Normwijs");
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByRole("button", { name: "Link aanvragen" }).click();
  await expect(page.getByTestId("account-result")).toContainText("Als dit e-mailadres bij ons bekend is");

  const subject = "Nieuw wachtwoord instellen voor Normwijs";
  await expect.poll(() => mailsTo(user.email).filter((m) => m.subject === subject).length).toBe(1);
  const mail = mailsTo(user.email).find((m) => m.subject === subject)!;
  const link = /(http\S+\/wachtwoord-herstellen\?token=\S+)/.exec(mail.text)![1]!;
  expect(link.startsWith(baseURL!)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Nieuw wachtwoord instellen" })).toBeVisible();
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("mijn-nieuwe-wachtwoord");
  await page.getByLabel("Herhaal het nieuwe wachtwoord").fill("iets-anders-getypt");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByText("De twee wachtwoorden zijn niet gelijk.")).toBeVisible();
  await page.getByLabel("Herhaal het nieuwe wachtwoord").fill("mijn-nieuwe-wachtwoord");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByTestId("account-result")).toHaveText("Uw wachtwoord is gewijzigd. Log opnieuw in.");

  await page.getByRole("link", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill("mijn-nieuwe-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  await expect(page.getByText(`Welkom, ${user.name.split(" ")[0]}.`)).toBeVisible();

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Deze link werkt niet meer" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nieuwe link aanvragen" })).toBeVisible();
});

test("the name is changed on the Account page and shown at once", async ({ signedIn: page, user }) => {
  await page.goto("/instellingen");
  await page.getByRole("link", { name: "Naar Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await expect(page).toHaveTitle("Account · Normwijs");

  const name = page.getByLabel("Naam", { exact: true });
  await expect(name).toHaveValue(user.name);
  await name.fill(" ");
  await page.getByRole("button", { name: "Naam opslaan" }).click();
  await expect(page.getByText("Vul uw naam in.")).toBeVisible();
  await name.fill("Anna de Vries");
  await page.getByRole("button", { name: "Naam opslaan" }).click();
  await expect(page.getByTestId("account-result")).toHaveText("Uw naam is gewijzigd in Anna de Vries.");

  await page.getByRole("button", { name: "Gebruikersmenu" }).click();
  await expect(page.getByRole("menu").getByText("Anna de Vries")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByLabel("Naam", { exact: true })).toHaveValue("Anna de Vries");
});

test("changing the e-mail address asks for the current password, then the link to the new address", async ({
  signedIn: page,
  user,
}) => {
  await page.goto("/instellingen/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  const form = page.getByRole("form", { name: "E-mailadres wijzigen" });
  const newEmail = `nieuw-${Date.now()}@voorbeeld.nl`;
  await form.getByLabel("Nieuw e-mailadres").fill(newEmail);
  await form.getByRole("button", { name: "E-mailadres wijzigen" }).click();
  await expect(form.getByText("Vul uw huidige wachtwoord in.")).toBeVisible();

  const password = form.getByLabel("Huidig wachtwoord");
  await password.fill("niet-mijn-wachtwoord");
  await form.getByRole("button", { name: "E-mailadres wijzigen" }).click();
  await expect(form.getByText("Het huidige wachtwoord klopt niet.")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  expect(mailsTo(newEmail)).toEqual([]);

  await password.fill(user.password);
  await form.getByRole("button", { name: "E-mailadres wijzigen" }).click();
  await expect(page.getByTestId("account-result")).toContainText(`We hebben een e-mail gestuurd naar ${newEmail}.`);
  await expect(form.getByText("Het huidige wachtwoord klopt niet.")).toBeHidden();

  const subject = "Bevestig uw nieuwe e-mailadres voor Normwijs";
  await expect.poll(() => mailsTo(newEmail).filter((m) => m.subject === subject).length).toBe(1);
  const mail = mailsTo(newEmail).find((m) => m.subject === subject)!;
  const link = /(http\S+\/e-mail-bevestigen\?token=\S+)/.exec(mail.text)![1]!;
  await page.goto(link);
  await expect(page.getByTestId("account-result")).toHaveText(
    `Uw e-mailadres is gewijzigd in ${newEmail}. Voortaan logt u daarmee in.`,
  );
  await page.goto("/instellingen/account");
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
});

test("'Overal anders uitloggen' signs out another browser", async ({ signedIn: page, user, browser, baseURL }) => {
  // The same person, signed in in a second browser.
  const context = await browser.newContext();
  const other = await context.newPage();
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(200);
  await other.goto("/instellingen");
  await expect(other.getByRole("heading", { level: 1, name: "Instellingen" })).toBeVisible();

  await page.goto("/instellingen/account");
  const rows = page.getByTestId("account-session");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Deze sessie" })).toHaveCount(1);
  await expect(rows.first()).toContainText("Chrome op");
  await expect(rows.first()).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);

  await page.getByRole("button", { name: "Overal anders uitloggen" }).click();
  await expect(page.getByTestId("account-result")).toHaveText("U bent op 1 ander apparaat uitgelogd.");
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Actieve sessies" })).toBeFocused();

  // The other browser is signed out: its next page load lands on the signed-out home page.
  await other.goto("/instellingen");
  await expect(other).toHaveURL(/localhost:\d+\/$/);
  await expect(other.getByRole("button", { name: "Ik heb al een account" })).toBeVisible();
  await context.close();
});
