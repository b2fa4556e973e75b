/**
 * The evening before the audit: 2.6 (Werkomgeving) is filled in and audited but has no RI&E linked,
 * so it needs attention; the owner links the uploaded RI&E on the element page, sees the element
 * turn 'Op orde', and makes the auditdossier as PDF and as ZIP with the document in the element's folder.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import JSZip from "jszip";
import { test, expect } from "./fixtures";
import { expectAxeCleanInBothThemes } from "./axe";

const todayInAmsterdam = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

/** The texts of 2.6, approved, and an internal audit of it today, every point 'voldoet'. */
async function seed(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const save = async (name: string, value: unknown) => {
    const res = await page.request.put(`/api/kms/values/${name}`, { headers, data: { value, baseRevision: 0 } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await save("rie-datum", todayInAmsterdam());
  await save("rie-plan-van-aanpak", [{ id: "r1", maatregel: "Alarmknop", wie: "Directeur" }]);
  // The owner has approved the page ('Vastgesteld'): only an approved text counts.
  const approved = await page.request.post("/api/planning/approvals/topic/werkomgeving", { headers });
  expect(approved.status(), await approved.text()).toBe(200);
  const me = await (await page.request.get("/api/me")).json();
  const created = await page.request.post("/api/audits", {
    headers,
    data: { date: todayInAmsterdam(), auditorIds: [me.user.id], elements: ["2.6"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const audit = await created.json();
  const points = await page.request.put(`/api/audits/${audit.id}/points`, {
    headers,
    data: {
      baseRevision: audit.revision,
      points: audit.checklist.map((p: { id: string }) => ({ id: p.id, status: "voldoet", note: "" })),
    },
  });
  expect(points.status(), await points.text()).toBe(200);
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test("linking the RI&E turns 2.6 'Op orde', and the auditdossier downloads as PDF and ZIP", async ({
  signedIn: page,
  baseURL,
}) => {
  // An upload, two downloads and two axe runs: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await seed(page, baseURL!);
  await page.goto("/documenten/procesbeschrijvingen");
  await page
    .getByTestId("file-input")
    .setInputFiles([
      { name: "Risico-inventarisatie 2026.txt", mimeType: "text/plain", buffer: Buffer.from("RI&E van 2026\n") },
    ]);
  await expect(page.getByTestId("file-name")).toHaveText(["Risico-inventarisatie 2026.txt"]);

  await page.goto("/normelementen/2.6");
  const dossier = page.getByTestId("element-dossier");
  await expect(dossier.getByText("Aandacht nodig", { exact: true })).toBeVisible();
  await expect(page.getByTestId("element-reasons")).toHaveText(/Er is nog geen document gekoppeld/);

  await page.getByRole("button", { name: "Document koppelen" }).click();
  const dialog = page.getByRole("dialog", { name: "Document koppelen" });
  await dialog.getByRole("checkbox", { name: "Risico-inventarisatie 2026.txt" }).check();
  await dialog.getByRole("button", { name: "Koppelen" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(dossier.getByText("Op orde", { exact: true })).toBeVisible();
  await expect(page.getByTestId("element-reasons")).toHaveCount(0);
  await expect(dossier.getByText("Alles wat Normwijs kan nagaan, is op orde.")).toBeVisible();

  const pdf = await download(page, "Auditdossier maken (PDF)");
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByTestId("dossier-result")).toHaveText(`'${pdf.name}' is gedownload.`);

  const zip = await download(page, "Auditdossier met documenten (ZIP)");
  expect(zip.name).toMatch(/\.zip$/);
  const entries = await JSZip.loadAsync(zip.bytes);
  const rie = Object.keys(entries.files).filter(
    (n) => n.startsWith("2.6 ") && n.endsWith("Risico-inventarisatie 2026.txt"),
  );
  expect(rie).toHaveLength(1);
  expect(await entries.file(rie[0]!)!.async("string")).toBe("RI&E van 2026\n");
  expect(Object.keys(entries.files).some((n) => n.endsWith(".pdf"))).toBe(true);
  await expect(page.getByTestId("dossier-result")).toHaveText(`'${zip.name}' is gedownload.`);

  await expectAxeCleanInBothThemes(page);
});
