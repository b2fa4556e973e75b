/**
 * Journey for 'Alles exporteren (ZIP)' and 'Importeren (ZIP)': the ZIP downloads with its manifest
 * and a document, and imported into a fresh organisation it brings back a text and the document.
 * While one export of the organisation is under way, the page says another one is 'bezig'.
 */
import { readFileSync } from "node:fs";
import { request, type ClientRequest, type IncomingMessage } from "node:http";
import { strFromU8, unzipSync } from "fflate";
import { test, expect, newUser, signUpViaApi } from "./fixtures";

test("the whole organisation exports as a ZIP and imports into a new organisation", async ({
  signedIn: page,
  browser,
  baseURL,
}) => {
  await page.goto("/kwaliteitssysteem/missie-en-visie");
  await page.getByRole("textbox", { name: "Missie en visie" }).fill("Wij verhuizen met al onze gegevens.");
  await expect(page.getByTestId("save-indicator").first()).toHaveText("Opgeslagen", { timeout: 8_000 });
  await page.goto("/documenten/beleid");
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "Privacybeleid é.txt", mimeType: "text/plain", buffer: Buffer.from("Privacy eerst.\n") }]);
  await expect(page.getByTestId("file-row")).toHaveCount(1);

  await page.goto("/handboek/exporteren");
  await expect(page.getByRole("heading", { name: "Alles exporteren (ZIP)" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Alles exporteren (ZIP)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Normwijs-export .+ \d{4}-\d{2}-\d{2}\.zip$/);
  const zipPath = await download.path();
  const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
  expect(JSON.parse(strFromU8(files["manifest.json"]!))).toMatchObject({ format: "normwijs-export", version: 6 });
  expect(strFromU8(files["documenten/beleid/Privacybeleid é.txt"]!)).toBe("Privacy eerst.\n");
  await expect(page.getByTestId("export-result")).toHaveText(
    `Het bestand '${download.suggestedFilename()}' is gedownload.`,
  );
  await expect(page.getByRole("button", { name: "Alles exporteren (ZIP)" })).toBeFocused();

  // A new account, its own empty organisation, in a fresh browser.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signUpViaApi(other, newUser(), baseURL!);
  await other.goto("/handboek/exporteren");
  const importButton = other.getByRole("button", { name: "Importeren" });
  await importButton.click();
  await expect(other.getByText("Kies eerst een exportbestand (ZIP).")).toBeVisible();
  await expect(other.getByLabel("Exportbestand (ZIP)")).toBeFocused();
  await other.getByLabel("Exportbestand (ZIP)").setInputFiles(zipPath);
  await importButton.click();
  await expect(other.getByTestId("export-result")).toHaveText("Import voltooid: 1 onderdeel en 1 document hersteld.");

  await other.goto("/kwaliteitssysteem/missie-en-visie");
  await expect(other.getByRole("textbox", { name: "Missie en visie" })).toHaveValue(
    "Wij verhuizen met al onze gegevens.",
  );
  await other.goto("/documenten/beleid");
  await expect(other.getByTestId("file-name")).toHaveText(["Privacybeleid é.txt"]);

  // Imported once: a second import is refused with the Dutch reason.
  await other.goto("/handboek/exporteren");
  await other.getByLabel("Exportbestand (ZIP)").setInputFiles(zipPath);
  await other.getByRole("button", { name: "Importeren" }).click();
  await expect(other.getByTestId("export-result")).toContainText(
    "Importeren kan alleen in een nieuwe, lege organisatie",
  );
  await context.close();
});

test("while an export of the organisation is under way, the page says a second one is busy", async ({
  signedIn: page,
  baseURL,
}) => {
  // A document far larger than the sockets' buffers, so the ZIP below cannot be handed over whole
  // before it is read.
  await page.goto("/documenten/beleid");
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "Groot.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(32 * 1024 * 1024, 7) }]);
  await expect(page.getByTestId("file-row")).toHaveCount(1, { timeout: 30_000 });

  // A colleague's ZIP export, started and not yet taken (its body is not read): under way.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  let zip: ClientRequest | undefined;
  const answer = await new Promise<IncomingMessage>((resolve, reject) => {
    zip = request(new URL("/api/transfer/export.zip", baseURL), { headers: { cookie } }, resolve);
    zip.on("error", reject);
    zip.end();
  });
  expect(answer.statusCode).toBe(200);

  await page.goto("/handboek/exporteren");
  await page.getByRole("button", { name: "Exporteren als PDF" }).click();
  await expect(page.getByTestId("export-result")).toHaveText(
    "Er wordt al een export gemaakt voor uw organisatie. Probeer het over een minuut opnieuw.",
  );

  // The colleague's download ends; now the export goes.
  answer.destroy();
  zip!.destroy();
  await expect(async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 3_000 }),
      page.getByRole("button", { name: "Exporteren als PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  }).toPass({ timeout: 15_000 });
});
