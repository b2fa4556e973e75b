/** The first five minutes: a new user signs up with the form and the Overzicht shows where to start. */
import { test, expect, newUser } from "./fixtures";

test("after signing up, the Overzicht says where to start and keeps guiding as topics are filled in", async ({
  page,
}) => {
  const user = newUser();
  await page.goto("/");
  await page.getByLabel("Naam").fill(user.name);
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByLabel("Wachtwoord").fill(user.password);
  await page.getByRole("button", { name: "Account aanmaken" }).last().click();

  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  const start = page.getByTestId("first-step");
  await expect(start.getByRole("heading", { level: 2, name: "Waar begint u?" })).toBeVisible();
  await expect(start).toContainText("0 van 13 onderdelen van het kwaliteitssysteem ingevuld.");
  await expect(page.getByText("Er is nog niets verlopen.")).toBeVisible();
  await expect(page.getByText(/Goed bezig/)).toHaveCount(0);

  await start.getByRole("link", { name: "Begin met Missie en visie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Missie en visie" })).toBeVisible();
  await page.getByRole("textbox", { name: "Missie en visie" }).fill("Wij bieden ambulante jeugdhulp aan gezinnen.");
  await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen", { timeout: 8_000 });

  await page.getByTestId("sidebar").getByRole("link", { name: "Overzicht" }).click();
  await expect(start.getByRole("heading", { level: 2, name: "Verder met uw kwaliteitssysteem" })).toBeVisible();
  await expect(start).toContainText("1 van 13 onderdelen van het kwaliteitssysteem ingevuld.");
  await start.getByRole("link", { name: "Begin met Doelgroep" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Doelgroep" })).toBeVisible();
});
