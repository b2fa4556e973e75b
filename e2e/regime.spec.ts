/**
 * 'Wet en klachttermijn': the Overzicht asks a new Eigenaar once which law she works under; under
 * Instellingen she sets her own complaint regulation's term; the register's deadline follows.
 */
import { addDays, format } from "date-fns";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { amsterdamDay } from "@core/shared/calendar-day";

const appToday = () => new Date(`${amsterdamDay(new Date())}T12:00:00`);

test("the Overzicht asks the law once; Instellingen sets the own complaint term; the register follows", async ({
  signedIn: page,
  baseURL,
}) => {
  test.slow();
  const received = addDays(appToday(), -45);
  const res = await page.request.put("/api/kms/values/meldingen-register", {
    headers: { origin: baseURL! },
    data: {
      value: [
        {
          id: "k1",
          type: "Klacht",
          datum: format(received, "yyyy-MM-dd"),
          klachtOntvangen: format(received, "yyyy-MM-dd"),
          omschrijving: "Vader ontevreden over het verslag",
        },
      ],
      baseRevision: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.goto("/");
  const step = page.getByTestId("regime-step");
  await expect(step.getByRole("heading", { name: "Werkt u met jeugdigen onder de Jeugdwet?" })).toBeVisible();
  await step.getByRole("button", { name: "Ja, onder de Jeugdwet" }).click();
  // Answered once: the question is gone.
  await expect(step).toBeHidden();

  await page.goto("/instellingen");
  const card = page.getByTestId("regime-card");
  await expect(card.getByRole("radio", { name: /^Jeugdwet/ })).toBeChecked();
  const weeks = card.getByLabel("Termijn voor een oordeel volgens uw klachtenregeling (weken)");
  await expect(weeks).toHaveValue("6");
  await weeks.fill("0");
  await card.getByRole("button", { name: "Wet en termijn vastleggen" }).click();
  await expect(card.getByText("Vul een aantal weken in van 1 tot en met 26.")).toBeVisible();
  await weeks.fill("8");
  await card.getByRole("button", { name: "Wet en termijn vastleggen" }).click();
  await expect(card.getByText("Opgeslagen. De termijnen van uw klachten zijn bijgewerkt.")).toBeVisible();
  await expectAxeCleanInBothThemes(page);

  await page.goto("/kwaliteitssysteem/meldingen");
  await expect(page.getByTestId("computed-cell").first()).toHaveText(
    `Oordeel binnen 8 weken na ontvangst (uw klachtenregeling, Jeugdwet): uiterlijk ${format(addDays(received, 56), "dd-MM-yyyy")}. Nog geen oordeel.`,
  );

  // Under the Wkkgz the term is 6 weeks, whatever the regulation says: 45 days ago is past it.
  await page.goto("/instellingen");
  await card.getByRole("radio", { name: /^Wkkgz/ }).check();
  await expect(weeks).toBeHidden();
  await card.getByRole("button", { name: "Wet en termijn vastleggen" }).click();
  await expect(card.getByText("Opgeslagen. De termijnen van uw klachten zijn bijgewerkt.")).toBeVisible();
  await page.goto("/kwaliteitssysteem/meldingen");
  await expect(page.getByTestId("computed-cell").first()).toHaveText(
    `Oordeel binnen 6 weken na ontvangst (Wkkgz): uiterlijk ${format(addDays(received, 42), "dd-MM-yyyy")}. Nog geen oordeel: de termijn is voorbij.`,
  );
});
