/**
 * A question of the auditor about one element, end to end: the auditor opens the element through
 * the link and asks there, the owner follows the mail's link straight to the element page and
 * answers there, and the auditor sees the answer under that element.
 */
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";
import { mailsTo } from "./db";
import { openAsAuditor } from "./auditor-link";

test("the auditor asks on an element, the owner answers on the element page from the mail", async ({
  signedIn: page,
  user,
  browser,
  baseURL,
}) => {
  // Two browsers and four axe runs.
  test.setTimeout(180_000);
  await page.goto("/documenten/beleid");
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "Klachtenregeling.txt", mimeType: "text/plain", buffer: Buffer.from("Klachten\n") }]);
  await expect(page.getByTestId("file-name")).toHaveText(["Klachtenregeling.txt"]);

  // The auditor opens element 3.3 and asks there: no element to choose, it is this one.
  const { context: auditorContext, view: auditor } = await openAsAuditor(page, browser, baseURL!, {
    name: "Bea Auditor",
    email: "bea@auditbureau.nl",
  });
  await auditor.getByRole("button", { name: /^3\.3 / }).click();
  await expect(auditor.getByRole("heading", { name: /^Normelement 3\.3 — / })).toBeFocused();
  const ask = auditor.getByRole("region", { name: "Vraag stellen" });
  await expect(ask).toHaveCount(1);
  await expect(ask.getByLabel("Normelement")).toHaveCount(0);
  await ask.getByRole("textbox", { name: "Uw vraag of verzoek" }).fill("Hoe handelt u klachten af?");
  await ask.getByRole("button", { name: "Vraag versturen" }).click();
  await expect(auditor.getByTestId("auditor-result")).toHaveText("Uw vraag is verstuurd. De organisatie ziet hem nu.");
  await expect(ask.getByTestId("auditor-question")).toContainText("Hoe handelt u klachten af?");
  await expectAxeCleanInBothThemes(auditor);

  // The owner follows the mail's link to the element page and answers there.
  const subject = "Vraag van de auditor over normelement 3.3";
  await expect
    .poll(() => mailsTo(user.email).find((m) => m.subject === subject)?.text ?? "")
    .toContain("Bekijk de vraag");
  const link = /Bekijk de vraag: (\S+)/.exec(mailsTo(user.email).find((m) => m.subject === subject)!.text)![1]!;
  expect(link).toBe(`${baseURL}/normelementen/3.3`);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: /^Normelement 3\.3 — / })).toBeVisible();
  const card = page.getByTestId("auditor-questions");
  await expect(card.getByTestId("auditor-question")).toContainText("Hoe handelt u klachten af?");
  await card.getByRole("button", { name: "Beantwoorden" }).click();
  await card
    .getByRole("textbox", { name: "Antwoord op de vraag over normelement 3.3" })
    .fill("Zie de klachtenregeling.");
  const documentChoice = card.getByLabel("Document bij de vraag over normelement 3.3");
  await expect(documentChoice.getByRole("option", { name: "Klachtenregeling.txt" })).toHaveCount(1);
  await documentChoice.selectOption({ label: "Klachtenregeling.txt" });
  await card.getByRole("button", { name: "Antwoord opslaan" }).click();
  await expect(card.getByTestId("auditor-questions-result")).toHaveText(
    "Het antwoord is opgeslagen. De auditor ziet het via de link.",
  );
  await card.getByRole("button", { name: "Afgehandeld" }).click();
  await expect(card.getByTestId("auditor-questions-result")).toHaveText("De vraag is afgehandeld.");
  // On the element page a done question stays, with its answer.
  await expect(card.getByTestId("auditor-question")).toContainText("Afgehandeld");
  await expect(card.getByTestId("auditor-question")).toContainText("Document: Klachtenregeling.txt");
  await expectAxeCleanInBothThemes(page);

  // The auditor sees the answer under the element.
  await auditor.reload();
  await auditor.getByRole("button", { name: /^3\.3 / }).click();
  const answered = auditor.getByRole("region", { name: "Vraag stellen" }).getByTestId("auditor-question");
  await expect(answered).toContainText("Zie de klachtenregeling.");
  await expect(answered).toContainText("Afgehandeld");
  await auditorContext.close();
});
