/** The owner makes an auditor link on /handboek/auditor, and the auditor opens it in a browser of their own. */
import type { Browser, Page } from "@playwright/test";

export async function openAsAuditor(
  page: Page,
  browser: Browser,
  baseURL: string,
  auditor: { name: string; email: string },
) {
  await page.goto("/handboek/auditor");
  await page.getByRole("textbox", { name: "Naam" }).fill(auditor.name);
  await page.getByRole("textbox", { name: "E-mailadres" }).fill(auditor.email);
  await page.getByRole("button", { name: "Link aanmaken" }).click();
  const url = await page.getByRole("textbox", { name: `Link voor ${auditor.name}` }).inputValue();
  const context = await browser.newContext({ baseURL, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const view = await context.newPage();
  await view.goto(url);
  return { context, view };
}
