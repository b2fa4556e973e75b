import { twMerge } from "tailwind-merge";
import { test, expect, newUser, signUpViaApi } from "./fixtures";
import { navGroups, topics } from "@norm/catalogue";

test("the landing page shows title, features, the sign-up form, why-us blocks and the footer", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uw kwaliteitssysteem, eenvoudig op orde");
  for (const title of ["Efficiënt documentbeheer", "Eenvoudig", "Audit-klaar"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Word een van de eerste gebruikers")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gebruiksvriendelijk" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Conform de norm" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("paragraph")).toHaveText(
    `© ${new Date().getFullYear()} Normwijs. Alle rechten voorbehouden.`,
  );
  await expect(page.getByRole("contentinfo").getByRole("link")).toHaveText([
    "Privacyverklaring",
    "Voorwaarden",
    "Contact",
  ]);
});

test("a new user signs up on the landing page and sees the whole shell", async ({ page }) => {
  const user = newUser();
  await page.goto("/");
  await expect(page.getByText("Minstens 10 tekens.")).toBeVisible();
  await page.getByLabel("Naam", { exact: true }).fill(user.name);
  await page.getByLabel("Naam van uw organisatie").fill(user.organisationName);
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByLabel("Wachtwoord").fill(user.password);
  await page.getByRole("button", { name: "Account aanmaken" }).last().click();

  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar.getByText("Normwijs", { exact: true })).toBeVisible();
  await expect(page.getByTestId("sidebar-organisation")).toHaveText(user.organisationName);
  for (const group of navGroups) {
    const trigger = sidebar.getByRole("button", { name: group.title });
    await expect(trigger).toBeVisible();
    if (!group.defaultOpen) await trigger.click();
  }
  for (const topic of topics) {
    await expect(sidebar.getByRole("link", { name: topic.title, exact: true })).toBeVisible();
  }
  for (const name of [
    "Handboek bekijken",
    "Exporteren",
    "Auditortoegang",
    "Procesbeschrijvingen",
    "Beleid",
    "Notulen",
    "Abonnement",
    "Instellingen",
  ]) {
    await expect(sidebar.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByText("Hoe vul ik het kwaliteitssysteem in?")).toHaveCount(1);
  await expect(sidebar.getByText("Tips en trucs")).toHaveCount(1);

  await sidebar.getByRole("link", { name: "Signalen" }).click();
  await expect(page).toHaveURL(/\/kwaliteitssysteem\/signalen$/);
  await expect(page.getByTestId("breadcrumb")).toHaveText(/Kwaliteitssysteem.*Signalen/);
  await sidebar.getByRole("link", { name: "Notulen" }).click();
  await expect(page.getByTestId("breadcrumb")).toHaveText(/Documenten.*Notulen/);
});

test("an already used e-mail gets a Dutch message", async ({ signedIn: page, user, browser }) => {
  await page.context().clearCookies();
  const other = await browser.newPage();
  await other.goto("/");
  await other.getByLabel("Naam", { exact: true }).fill("Iemand");
  await other.getByLabel("Naam van uw organisatie").fill("Praktijk Iemand");
  await other.getByLabel("E-mailadres").fill(user.email);
  await other.getByLabel("Wachtwoord").fill("nog-een-wachtwoord");
  await other.getByRole("button", { name: "Account aanmaken" }).last().click();
  await expect(other.getByRole("alert")).toHaveText(/Er bestaat al een account met dit e-mailadres/);
  await other.close();
});

test("sign out from the user menu, then sign in on /login and on the landing form", async ({
  signedIn: page,
  user,
}) => {
  await page.goto("/instellingen");
  await page.getByRole("button", { name: "Gebruikersmenu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(user.name);
  await expect(menu).toContainText(user.email);
  await expect(menu.getByRole("menuitem", { name: "Instellingen" })).toBeVisible();
  await menu.getByRole("menuitem", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Word een van de eerste gebruikers")).toBeVisible();

  // Route guard: a shell route while signed out lands on /.
  await page.goto("/instellingen");
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  await page.goto("/login");
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByLabel("Wachtwoord").fill("verkeerd-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).last().click();
  await expect(page.getByRole("alert")).toHaveText("Het e-mailadres of het wachtwoord klopt niet.");
  await page.getByLabel("Wachtwoord").fill(user.password);
  await page.getByRole("button", { name: "Inloggen" }).last().click();
  await expect(page.getByTestId("sidebar")).toBeVisible();

  await page.getByRole("button", { name: "Gebruikersmenu" }).click();
  await page.getByRole("menuitem", { name: "Uitloggen" }).click();
  await page.getByRole("button", { name: "Ik heb al een account" }).click();
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByLabel("Wachtwoord").fill(user.password);
  await page.getByRole("button", { name: "Inloggen" }).last().click();
  await expect(page.getByTestId("sidebar")).toBeVisible();
});

test("Ctrl+B collapses the sidebar and it stays collapsed after a reload", async ({ signedIn: page }) => {
  await page.goto("/instellingen");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  expect((await sidebar.boundingBox())!.width).toBe(256);
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(48);
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar:state");
  expect(cookie?.value).toBe("false");
  expect(cookie?.path).toBe("/");
  await page.reload();
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
  // Icons keep a tooltip without delay.
  await page.getByRole("button", { name: "Kwaliteitssysteem" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Kwaliteitssysteem");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("on a narrow screen the sidebar is an 18rem slide-over sheet", async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/instellingen");
  const sheet = page.getByTestId("sidebar");
  await expect(sheet).toHaveCount(0);
  await page.getByRole("button", { name: /Zijbalk in- of uitklappen/ }).click();
  await expect(sheet).toBeVisible();
  await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(288);
  await sheet.getByRole("link", { name: "Doelgroep" }).click();
  await expect(page).toHaveURL(/doelgroep$/);
  await expect(sheet).toHaveCount(0);
  // The sheet closing does not pull focus back to its button: it stays on the new page's heading.
  await expect(page.getByRole("heading", { level: 1, name: "Doelgroep" })).toBeFocused();
});

test("changing the organisation name shows it in the sidebar header; invalid names are refused", async ({
  signedIn: page,
}) => {
  await page.goto("/instellingen");
  const field = page.getByLabel("Organisatienaam");
  await field.fill("   ");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("alert")).toHaveText("Vul een organisatienaam in.");
  await field.fill("Jeugdpraktijk De Linde");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByTestId("sidebar-organisation")).toHaveText("Jeugdpraktijk De Linde");
  await page.reload();
  await expect(page.getByTestId("sidebar-organisation")).toHaveText("Jeugdpraktijk De Linde");
  await expect(page.getByLabel("Organisatienaam")).toHaveValue("Jeugdpraktijk De Linde");
});

test("the dark theme survives a reload and is applied before the app runs", async ({ signedIn: page }) => {
  await page.goto("/instellingen");
  await expect(page.getByRole("radio", { name: "Systeem" })).toHaveAttribute("aria-checked", "true");
  // A real radio group for screen readers: one group named 'Thema' with three choices.
  await expect(page.getByRole("radiogroup", { name: "Thema" }).getByRole("radio")).toHaveCount(3);
  await page.getByRole("radio", { name: "Licht" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("radio", { name: "Donker" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("radio", { name: "Donker" })).toHaveAttribute("aria-checked", "true");
  // Without the app's JavaScript the theme is still applied: it happens before first paint.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("after a change of page the new page's heading has focus and the tab is named after the page", async ({
  signedIn: page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  await expect(page).toHaveTitle("Overzicht · Normwijs");
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("link", { name: "Risico's en kansen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Risico's en kansen" })).toBeFocused();
  await expect(page).toHaveTitle("Risico's en kansen · Normwijs");
  await sidebar.getByRole("button", { name: "Documenten" }).click();
  await sidebar.getByRole("link", { name: "Notulen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notulen" })).toBeFocused();
  await expect(page).toHaveTitle("Notulen · Normwijs");
  // The browser's back button is a change of page too.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Risico's en kansen" })).toBeFocused();
});

test("the skip link is the first stop of the keyboard and jumps to the content", async ({ signedIn: page }) => {
  await page.goto("/instellingen");
  await expect(page.getByRole("heading", { level: 1, name: "Instellingen" })).toBeVisible();
  const skip = page.getByRole("link", { name: "Direct naar de inhoud" });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab continues inside the content, not in the sidebar.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Organisatienaam")).toBeFocused();
});

test("an unknown address inside the app shows 'Pagina niet gevonden' in the shell, with a way back", async ({
  signedIn: page,
}) => {
  for (const path of [
    "/bestaat-niet",
    "/kwaliteitssysteem/bestaat-niet",
    "/documenten/bestaat-niet",
    "/instellingen/a/b",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
    await expect(page).toHaveTitle("Pagina niet gevonden · Normwijs");
    // Exactly one shell around it.
    await expect(page.getByTestId("sidebar")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
  }
  await page.getByRole("link", { name: "Naar het overzicht" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeFocused();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("a visitor at an unknown address sees 'Pagina niet gevonden' in the landing layout, with a way back", async ({
  page,
}) => {
  await page.goto("/bestaat-niet");
  await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Normwijs. Alle rechten voorbehouden.");
  await expect(page.getByTestId("sidebar")).toHaveCount(0);
  await page.getByRole("link", { name: "Naar de startpagina" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Uw kwaliteitssysteem, eenvoudig op orde" })).toBeFocused();
});

test("the landing page and the offer promise only what Normwijs does today", async ({ signedIn: page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { name: "Audit-klaar" })).toBeVisible();
  await page.goto("/abonnement");
  await expect(page.getByTestId("billing-offer")).toBeVisible();
  for (const text of [await visitor.locator("main").innerText(), await page.getByTestId("billing-offer").innerText()]) {
    expect(text).not.toMatch(/herinnering|exporteer|video|tutorial|prioriteit/i);
  }
  await visitor.close();
});

test("signing out and signing up as someone else in the same tab shows none of the first user's data", async ({
  signedIn: page,
  user,
}) => {
  // A file list is cached by category only: the answer most likely to leak to the next account.
  await page.goto("/documenten/beleid");
  await page.getByTestId("file-input").setInputFiles({
    name: "Geheim beleid eerste organisatie.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Alleen voor de eerste organisatie.\n"),
  });
  await expect(page.getByTestId("file-row")).toHaveText(/Geheim beleid eerste organisatie\.txt/);
  await page.getByTestId("sidebar").getByRole("link", { name: "Missie en visie" }).click();
  const mission = page.getByRole("textbox", { name: "Missie en visie" });
  await mission.fill("De missie van de eerste organisatie.");
  await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen", { timeout: 8_000 });

  await page.getByRole("button", { name: "Gebruikersmenu" }).click();
  await page.getByRole("menuitem", { name: "Uitloggen" }).click();
  await expect(page.getByText("Word een van de eerste gebruikers")).toBeVisible();

  // Same page, no reload: everything the app kept in memory for the first user is still there to leak.
  const other = newUser();
  await page.getByLabel("Naam", { exact: true }).fill(other.name);
  await page.getByLabel("Naam van uw organisatie").fill(other.organisationName);
  await page.getByLabel("E-mailadres").fill(other.email);
  await page.getByLabel("Wachtwoord").fill(other.password);
  await page.getByRole("button", { name: "Account aanmaken" }).last().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overzicht");
  await expect(page.getByText(`Welkom, ${other.name.split(" ")[0]}.`)).toBeVisible();

  await page.getByTestId("sidebar").getByRole("link", { name: "Missie en visie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Missie en visie" })).toBeVisible();
  await expect(mission).toHaveValue("");

  // Not even for a moment: watch every change of the page while the file list opens.
  await page.evaluate(() => {
    const w = window as unknown as { leaked: boolean };
    w.leaked = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes("Geheim beleid")) w.leaked = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByTestId("sidebar").getByRole("button", { name: "Documenten" }).click();
  await page.getByTestId("sidebar").getByRole("link", { name: "Beleid", exact: true }).click();
  await expect(page.getByText("Er staan nog geen documenten in Beleid.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { leaked: boolean }).leaked)).toBe(false);

  await page.getByRole("button", { name: "Gebruikersmenu" }).click();
  await expect(page.getByRole("menu")).toContainText(other.email);
  await expect(page.getByRole("menu")).not.toContainText(user.email);
});

test("the signed-out pages need no class merging; the signed-in app still merges a component's classes", async ({
  page,
  user,
  baseURL,
}) => {
  // Signed out, `cn` only joins classes (tailwind-merge comes with the shell), so what these pages
  // render must already be what tailwind-merge would make of it.
  const classes = () => page.locator("[class]").evaluateAll((els) => els.map((el) => el.getAttribute("class") ?? ""));
  const unmerged = async () => (await classes()).filter((c) => twMerge(c) !== c);

  await page.goto("/");
  await page.getByRole("button", { name: "Account aanmaken" }).last().click(); // field errors
  await expect(page.getByText("Vul uw naam in.", { exact: false })).toBeVisible();
  expect(await unmerged()).toEqual([]);
  await page.getByRole("button", { name: "Ik heb al een account" }).click();
  await page.getByLabel("E-mailadres").fill(user.email);
  await page.getByLabel("Wachtwoord").fill("fout-wachtwoord-123");
  await page.getByRole("button", { name: "Inloggen" }).last().click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await unmerged()).toEqual([]);
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  expect(await unmerged()).toEqual([]);
  await page.goto("/bestaat-niet");
  await expect(page.getByTestId("not-found")).toBeVisible();
  expect(await unmerged()).toEqual([]);

  // Signed in, a small button's own text size gives way to its size variant.
  await signUpViaApi(page, user, baseURL!);
  await page.goto("/kwaliteitssysteem/signalen");
  const add = page.getByRole("button", { name: "Rij toevoegen" }).first();
  await expect(add).toHaveClass(/\btext-xs\b/);
  await expect(add).not.toHaveClass(/\btext-sm\b/);
});
