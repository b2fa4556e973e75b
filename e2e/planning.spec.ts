/** Journeys for the planning heart: the Overzicht, the Kwaliteitskalender and review dates. */
import { addMonths, format } from "date-fns";
import { test, expect } from "./fixtures";

const ddMMyyyy = (d: Date) => format(d, "dd-MM-yyyy");

test("a new user sees 'Overzicht' with nothing due, and the sidebar starts with it", async ({ signedIn: page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  await expect(page).toHaveTitle("Overzicht · Normwijs");
  await expect(page.getByText("Er is nog niets verlopen.")).toBeVisible();
  await expect(page.getByText("Goed bezig")).toHaveCount(0);
  await expect(page.getByText("Nog geen wijzigingen.")).toBeVisible();
  const firstLink = page.getByTestId("sidebar").getByRole("link").first();
  await expect(firstLink).toHaveText("Overzicht");
  await expect(firstLink).toHaveAttribute("aria-current", "page");
});

test("the overview shows the 23 HKZ elements, and 1.2 becomes 'Ingevuld' once Missie en visie is filled in", async ({
  signedIn: page,
}) => {
  await page.goto("/");
  const elementRows = page.locator("[data-testid^=coverage-] tbody tr");
  await expect(elementRows).toHaveCount(23);
  const row12 = page.getByTestId("coverage-1").getByRole("row", { name: /^1\.2 Missie en visie/ });
  await expect(row12).toContainText("Leeg");

  await row12.getByRole("link", { name: "Missie en visie", exact: true }).click();
  const field = page.getByRole("textbox", { name: "Missie en visie" });
  await field.fill("Wij bieden ambulante jeugdhulp aan gezinnen in de regio.");
  await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen", { timeout: 8_000 });

  await page.getByTestId("sidebar").getByRole("link", { name: "Overzicht", exact: true }).click();
  await expect(page.getByTestId("coverage-1").getByRole("row", { name: /^1\.2 Missie en visie/ })).toContainText(
    "Ingevuld",
  );
});

test("a measure dated last month shows under 'Verlopen' and on the calendar, where 'Afgerond' ends it", async ({
  signedIn: page,
  baseURL,
}) => {
  const lastMonth = format(addMonths(new Date(), -1), "yyyy-MM-dd");
  const res = await page.request.put("/api/kms/values/maatregelen", {
    headers: { origin: baseURL! },
    data: {
      value: [{ id: "m1", datum: lastMonth, risico: "Uitval server", actie: "Back-up maken", evaluatie: "" }],
      baseRevision: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.goto("/");
  const overdue = page.getByTestId("overdue");
  await expect(overdue.getByRole("link", { name: "Maatregel: Back-up maken" })).toBeVisible();
  await expect(page.getByTestId("recent")).toContainText("Risico's en kansen — Maatregelen");
  await overdue.getByRole("link", { name: "Maatregel: Back-up maken" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Risico's en kansen" })).toBeVisible();
  // The topic's own review date: 12 months after this change, by default.
  await expect(page.getByTestId("review-date")).toContainText(
    `Standaard: 12 maanden na de laatste wijziging (${ddMMyyyy(addMonths(new Date(), 12))})`,
  );

  await page.getByTestId("sidebar").getByRole("link", { name: "Kwaliteitskalender" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kwaliteitskalender" })).toBeVisible();
  const past = page.getByTestId("calendar-past");
  await expect(past.getByRole("link", { name: "Maatregel: Back-up maken" })).toBeVisible();
  await expect(page.getByLabel("Persoonlijke agendalink")).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);

  await page.getByLabel("Soort").selectOption({ label: "Keuring" });
  await expect(past.getByText("Hier staat niets.")).toBeVisible();
  await page.getByLabel("Soort").selectOption({ label: "Maatregel" });

  await past.getByRole("button", { name: "Maatregel: Back-up maken: afgerond" }).click();
  await expect(page.getByTestId("calendar-result")).toHaveText("'Maatregel: Back-up maken' is afgerond.");
  await expect(past.getByText("Hier staat niets.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Verlopen" })).toBeFocused();

  await page.getByTestId("sidebar").getByRole("link", { name: "Overzicht", exact: true }).click();
  await expect(page.getByText("Niets verlopen. Goed bezig!")).toBeVisible();
});

test("sets a document's review date in the file list", async ({ signedIn: page }) => {
  await page.goto("/documenten/beleid");
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "Privacybeleid.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 test") }]);
  await expect(page.getByTestId("file-row").filter({ hasText: "Privacybeleid.pdf" })).toHaveCount(1);
  const defaultDate = addMonths(new Date(), 12);
  const picker = page.getByRole("button", { name: `Herzien vóór: Privacybeleid.pdf: ${ddMMyyyy(defaultDate)}` });
  await expect(picker).toBeVisible();
  await picker.click();
  const dialog = page.getByRole("dialog", { name: "Kalender: Herzien vóór: Privacybeleid.pdf" });
  await dialog
    .getByRole("button", { name: /\b15\b/ })
    .first()
    .click();
  const chosen = new Date(defaultDate.getFullYear(), defaultDate.getMonth(), 15);
  await expect(
    page.getByRole("button", { name: `Herzien vóór: Privacybeleid.pdf: ${ddMMyyyy(chosen)}` }),
  ).toBeVisible();
  await expect(page.getByTestId("documents-status")).toHaveText(`Privacybeleid.pdf: herzien vóór ${ddMMyyyy(chosen)}.`);

  const dates = await (await page.request.get("/api/planning/review-dates")).json();
  expect(Object.values(dates.document)).toEqual([
    { reviewOn: format(chosen, "yyyy-MM-dd"), setByHand: true, defaultOn: format(defaultDate, "yyyy-MM-dd") },
  ]);
});

test("on a phone the Overzicht's coverage shows each element's status without sideways scrolling", async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const row12 = page.getByTestId("coverage-1").getByRole("row", { name: /^1\.2 Missie en visie/ });
  const status = row12.getByText("Leeg", { exact: true });
  await status.scrollIntoViewIfNeeded();
  await expect(status).toBeInViewport();
  await expect(row12).toContainText("Status: Leeg");
  const box = await status.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
