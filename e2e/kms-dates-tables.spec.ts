/** Journeys for the KMS date pickers and tables: colours, keyboard, free text from before, phones. */
import { format } from "date-fns";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

const storedValues = async (page: Page) => (await (await page.request.get("/api/kms/values")).json()).values;
const indicator = (page: Page) => page.getByTestId("save-indicator").first();

/** A CSS colour as sRGB 0–255, through a canvas (the theme uses oklch). */
const toRgb = (page: Page, css: string) =>
  page.evaluate((c) => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, css);

function contrast(a: number[], b: number[]): number {
  const lum = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

for (const scheme of ["light", "dark"] as const) {
  test(`the date picker uses the app's colours in ${scheme} mode; today's date is readable`, async ({
    signedIn: page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/kwaliteitssysteem/signalen");
    await page.getByRole("button", { name: "Datum, rij 1: Selecteer datum" }).click();
    const dialog = page.getByRole("dialog", { name: "Kalender: Datum, rij 1" });
    await expect(dialog).toBeVisible();
    const today = dialog.locator(".rdp-today button");
    const [fg, bg, primary] = await Promise.all([
      today.evaluate((el) => getComputedStyle(el).color),
      dialog.evaluate((el) => getComputedStyle(el).backgroundColor),
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary")),
    ]);
    const [fgRgb, bgRgb, primaryRgb] = await Promise.all([toRgb(page, fg), toRgb(page, bg), toRgb(page, primary)]);
    expect(fgRgb).toEqual(primaryRgb); // the theme's colour, not the library's pure blue
    expect(contrast(fgRgb, bgRgb)).toBeGreaterThanOrEqual(4.5);
  });
}

test("Organisatiebeoordeling 'Datum' is picked, stored as yyyy-MM-dd, and Enter on the chosen day keeps it", async ({
  signedIn: page,
}) => {
  await page.goto("/kwaliteitssysteem/organisatiebeoordeling");
  await page.getByRole("button", { name: "Datum: Selecteer datum" }).click();
  const dialog = page.getByRole("dialog", { name: "Kalender: Datum" });
  await dialog.getByRole("button", { name: /\b15\b/ }).click();
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), 15);
  const button = page.getByRole("button", { name: `Datum: ${format(day, "dd-MM-yyyy")}` });
  await expect(button).toBeVisible();
  await expect(indicator(page)).toHaveText("Opgeslagen");
  expect((await storedValues(page)).datum.value).toBe(format(day, "yyyy-MM-dd"));

  // Enter on the day that is already chosen keeps the date instead of clearing it.
  await button.click();
  await dialog.getByRole("button", { name: /\b15\b/ }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(button).toBeVisible();
  expect((await storedValues(page)).datum.value).toBe(format(day, "yyyy-MM-dd"));
});

test("free text typed in a date field before it became a picker stays visible until a date is picked", async ({
  signedIn: page,
  baseURL,
}) => {
  const put = (name: string, value: unknown) =>
    page.request.put(`/api/kms/values/${name}`, { data: { value, baseRevision: 0 }, headers: { origin: baseURL! } });
  expect((await put("datum", "begin maart, nog te plannen")).status()).toBe(200);
  expect(
    (
      await put("materialen-en-middelen", [{ id: "r1", materiaal: "Brandblusser", datumUitvoering: "elk voorjaar" }])
    ).status(),
  ).toBe(200);

  await page.goto("/kwaliteitssysteem/organisatiebeoordeling");
  await expect(page.getByRole("button", { name: "Datum: begin maart, nog te plannen (kies een datum)" })).toBeVisible();

  await page.goto("/kwaliteitssysteem/materialen-en-middelen");
  const cell = page.getByRole("button", { name: "Datum uitvoering, rij 1: elk voorjaar (kies een datum)" });
  await expect(cell).toHaveText("elk voorjaar");
  await cell.click();
  await page
    .getByRole("dialog", { name: "Kalender: Datum uitvoering, rij 1" })
    .getByRole("button", { name: /\b15\b/ })
    .click();
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), 15);
  await expect(
    page.getByRole("button", { name: `Datum uitvoering, rij 1: ${format(day, "dd-MM-yyyy")}` }),
  ).toBeVisible();
  await expect
    .poll(async () => (await storedValues(page))["materialen-en-middelen"].value[0].datumUitvoering, {
      timeout: 10_000,
    })
    .toBe(format(day, "yyyy-MM-dd"));
});

test("table rows align, select-all shows a mixed state, and after deleting focus and a message follow", async ({
  signedIn: page,
}) => {
  await page.goto("/kwaliteitssysteem/signalen");
  const dateButton = page.getByRole("button", { name: "Datum, rij 1: Selecteer datum" });
  const textCell = page.getByRole("textbox", { name: "Afwijking (incl. oorzaak), rij 1" });
  const [a, b] = [await dateButton.boundingBox(), await textCell.boundingBox()];
  expect(Math.abs(a!.height - b!.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(a!.y - b!.y)).toBeLessThanOrEqual(1);

  await textCell.fill("Dossier te laat");
  await page.getByRole("button", { name: "Rij toevoegen" }).click();
  await page.getByRole("textbox", { name: "Afwijking (incl. oorzaak), rij 2" }).fill("Klacht over bereikbaarheid");
  await page.getByRole("button", { name: "Rijen selecteren" }).click();
  const all = page.getByRole("checkbox", { name: "Alle rijen selecteren" });
  await expect(all).toHaveAttribute("aria-checked", "false");
  await page.getByRole("checkbox", { name: "Rij 2 selecteren" }).click();
  await expect(all).toHaveAttribute("aria-checked", "mixed");
  await expect(all.locator("svg.lucide-minus")).toBeVisible(); // seen as a dash, not as empty or ticked
  await expect(all.locator("svg.lucide-check")).toBeHidden();
  await page.getByRole("checkbox", { name: "Rij 1 selecteren" }).click();
  await expect(all).toHaveAttribute("aria-checked", "true");
  await page.getByRole("checkbox", { name: "Rij 1 selecteren" }).click();

  await page.getByRole("button", { name: "Verwijderen (1)" }).click();
  await expect(page.getByTestId("table-row")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Rijen selecteren" })).toBeFocused();
  await expect(page.getByTestId("live-region")).toHaveText(/1 rij verwijderd uit Signalen/);
  await expect(page.getByRole("status")).toHaveCount(1); // one polite live region for the page
});

test("on a 320 px phone a wide table scrolls inside a named region with a hint; the page does not scroll sideways", async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/kwaliteitssysteem/signalen");
  const region = page.getByRole("region", { name: "Tabel: Signalen" });
  await expect(region).toBeVisible();
  await expect(page.getByTestId("table-scroll-hint")).toBeVisible();
  await expect(region).toHaveAttribute("tabindex", "0");
  await expect(page.getByTestId("table-scroll-shadow-right")).toHaveCSS("opacity", "1");
  // Narrow columns too: the date button stays one line, as high as the text fields beside it.
  const [a, b] = [
    await page.getByRole("button", { name: "Datum, rij 1: Selecteer datum" }).boundingBox(),
    await page.getByRole("textbox", { name: "Afwijking (incl. oorzaak), rij 1" }).boundingBox(),
  ];
  expect(Math.abs(a!.height - b!.height)).toBeLessThanOrEqual(1);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  // Keyboard users scroll the focused region with the arrow keys.
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test("a save moves nothing in the table, and a calendar opened while it saves stays open", async ({
  signedIn: page,
}) => {
  await page.goto("/kwaliteitssysteem/meldingen");
  const dateButton = page.getByRole("button", { name: "Datum (ontdekt), rij 1: Selecteer datum" });
  await expect(dateButton).toBeVisible();
  const before = await dateButton.boundingBox();
  // The first save of a section says who changed it: that line must not push the rows down, or a
  // click aimed at a cell while the save comes back lands beside it.
  await page.getByRole("combobox", { name: "Type, rij 1" }).selectOption("Datalek");
  await page.getByRole("combobox", { name: "Type, rij 1" }).blur();
  await expect(indicator(page)).toHaveText("Opgeslagen");
  await expect(page.getByTestId("last-changed").first()).toBeVisible();
  expect(await dateButton.boundingBox()).toEqual(before);

  // Opening the calendar ends the text field's edit, which saves; the calendar outlives that save.
  await page.getByRole("textbox", { name: "Omschrijving, rij 1" }).fill("Verslag naar de verkeerde ouder gemaild.");
  await dateButton.click();
  const dialog = page.getByRole("dialog", { name: "Kalender: Datum (ontdekt), rij 1" });
  await expect(dialog).toBeVisible();
  await expect
    .poll(async () => (await storedValues(page))["meldingen-register"]?.value[0]?.omschrijving)
    .toBe("Verslag naar de verkeerde ouder gemaild.");
  await expect(indicator(page)).toHaveText("Opgeslagen");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: /\b10\b/ })).toBeVisible();
  await dialog.getByRole("button", { name: /\b10\b/ }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await storedValues(page))["meldingen-register"]?.value[0]?.datum)
    .toMatch(/^\d{4}-\d{2}-10$/);
});
