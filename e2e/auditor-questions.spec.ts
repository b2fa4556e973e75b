/**
 * Questions of the auditor, as both sides use them: the auditor asks through the link (no
 * account), the owner gets a mail and sees the open question on the Overzicht, answers it with a
 * document and marks it done; the auditor sees the answer and downloads the document.
 */
import { readFileSync } from "node:fs";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { mailsTo } from "./db";
import { openAsAuditor } from "./auditor-link";

test("an auditor asks, the owner answers with a document, the auditor sees the answer", async ({
  signedIn: page,
  user,
  browser,
  baseURL,
}) => {
  // Two browsers and four axe runs over the whole handbook page.
  test.setTimeout(180_000);
  await page.goto("/instellingen");
  await page.getByLabel("Organisatienaam").fill("Zorgpraktijk De Es");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByTestId("sidebar-organisation")).toHaveText("Zorgpraktijk De Es");

  const report = Buffer.from("RI&E 2026: alle risico's en maatregelen\n", "utf8");
  await page.goto("/documenten/beleid");
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "RI&E 2026.txt", mimeType: "text/plain", buffer: report }]);
  await expect(page.getByTestId("file-name")).toHaveText(["RI&E 2026.txt"]);

  // The auditor asks, in a browser of their own.
  const { context: auditorContext, view: auditor } = await openAsAuditor(page, browser, baseURL!, {
    name: "Ada Auditor",
    email: "ada@auditbureau.nl",
  });
  const ask = auditor.getByRole("region", { name: "Vraag stellen" });
  await ask.getByRole("button", { name: "Vraag versturen" }).click();
  await expect(ask.getByText("Kies het normelement waar uw vraag over gaat.")).toBeVisible();
  await expect(ask.getByLabel("Normelement")).toBeFocused();
  await ask.getByLabel("Normelement").selectOption("1.5");
  await ask.getByRole("textbox", { name: "Uw vraag of verzoek" }).fill("Graag het verslag van de laatste RI&E.");
  await ask.getByRole("button", { name: "Vraag versturen" }).click();
  await expect(auditor.getByTestId("auditor-result")).toHaveText("Uw vraag is verstuurd. De organisatie ziet hem nu.");
  const asked = ask.getByTestId("auditor-question");
  await expect(asked).toContainText("Normelement 1.5 — Risico's en kansen");
  await expect(asked).toContainText("Nog geen antwoord.");
  await expect(ask.getByRole("textbox", { name: "Uw vraag of verzoek" })).toHaveValue("");
  await expectAxeCleanInBothThemes(auditor);

  // The owner: a mail, and the open question on the Overzicht.
  await expect.poll(() => mailsTo(user.email).at(-1)?.subject ?? "").toBe("Vraag van de auditor over normelement 1.5");
  await page.goto("/");
  const card = page.getByTestId("auditor-questions");
  await expect(page.getByRole("heading", { name: "Open vragen van de auditor (1)" })).toBeVisible();
  await expect(card.getByTestId("auditor-question")).toContainText("Graag het verslag van de laatste RI&E.");
  await card.getByRole("button", { name: "Beantwoorden" }).click();
  await card.getByRole("textbox", { name: "Antwoord op de vraag over normelement 1.5" }).fill("Zie het verslag.");
  const documentChoice = card.getByLabel("Document bij de vraag over normelement 1.5");
  await expect(documentChoice.getByRole("option", { name: "RI&E 2026.txt" })).toHaveCount(1);
  await documentChoice.selectOption({ label: "RI&E 2026.txt" });
  await card.getByRole("button", { name: "Antwoord opslaan" }).click();
  await expect(card.getByTestId("auditor-questions-result")).toHaveText(
    "Het antwoord is opgeslagen. De auditor ziet het via de link.",
  );
  await expect(card.getByTestId("auditor-question")).toContainText("Document: RI&E 2026.txt");
  await expectAxeCleanInBothThemes(page);
  await card.getByRole("button", { name: "Afgehandeld" }).click();
  // Done: no open questions left, so the Overzicht shows none.
  await expect(page.getByRole("heading", { name: /Open vragen van de auditor/ })).toHaveCount(0);

  // The auditor sees the answer and downloads the document.
  await auditor.reload();
  const answered = auditor.getByRole("region", { name: "Vraag stellen" }).getByTestId("auditor-question");
  await expect(answered).toContainText("Afgehandeld");
  await expect(answered).toContainText("Zie het verslag.");
  const [download] = await Promise.all([
    auditor.waitForEvent("download"),
    answered.getByRole("button", { name: "RI&E 2026.txt" }).click(),
  ]);
  expect(readFileSync(await download.path()).equals(report)).toBe(true);
  await auditorContext.close();
});
