/**
 * Medewerkers' reminder mails through the real job and an in-process SMTP server: one mail per
 * person with the dates that expired or now expire within 30 or 90 days, to the Eigenaar about
 * everyone and to the person about their own record, never to other members; each step once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { startTestSmtp, type TestSmtp } from "../../../server/test/smtp";
import { loadConfig } from "@core/server/config";
import { createMailer } from "@core/server/mail";
import { runRemindersOnce, type ReminderDeps } from "@modules/reminders/server/reminders";
import { addDays, addMonths, amsterdamDay } from "@core/shared/calendar-day";
import type { PersonDetailDto } from "../model";

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const today = () => amsterdamDay(new Date());
const userIdOf = async (c: TestClient): Promise<string> => (await c.get("/api/me")).body.user.id;
const personnelMails = (to: string) =>
  smtp.messages.filter((m) => m.to.includes(to.toLowerCase()) && m.subject.startsWith("Medewerkers:"));

async function worker(owner: TestClient, name: string, more: Record<string, unknown> = {}) {
  const res = await owner.post<PersonDetailDto>("/api/personnel", { name, relation: "in-dienst", ...more });
  expect(res.status).toBe(201);
  const id = res.body.person.id;
  // The registration expires in 20 days; the VOG expired yesterday (three years and one day old).
  await owner.post(`/api/personnel/${id}/items`, {
    kind: "registration",
    register: "skj",
    validUntil: addDays(today(), 20),
  });
  await owner.post(`/api/personnel/${id}/items`, { kind: "vog", issuedOn: addDays(addMonths(today(), -36), -1) });
  return id;
}

describe("reminder mails about personnel dates", () => {
  it("mails the Eigenaar and the person once, and no other member", async () => {
    const owner = await server.user({ name: "Anna de Vries" });
    const editor = await server.member(owner, "editor");
    const reader = await server.member(owner, "reader");
    await worker(owner, "Sanne Jansen");
    const own = await worker(owner, "Lezer Zelf", { userId: await userIdOf(reader) });
    // A training within 90 days: the first warning.
    await owner.post(`/api/personnel/${own}/items`, {
      kind: "training",
      title: "BHV",
      issuedOn: addMonths(today(), -12),
      validUntil: addDays(today(), 60),
    });

    const config = loadConfig(server.env);
    const deps: ReminderDeps = { db: server.db, config, log: server.log, mailer: createMailer(config, server.log) };
    await runRemindersOnce(deps, new Date());

    const ownerMails = personnelMails(owner.email);
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]!.subject).toMatch(/^Medewerkers: 5 datums vragen aandacht \(Praktijk \d+\)$/);
    const text = ownerMails[0]!.text;
    expect(text).toContain("Verlopen:\n- ");
    expect(text).toContain("VOG van Sanne Jansen vernieuwen");
    expect(text).toContain("Verloopt binnen 30 dagen:");
    expect(text).toContain("Verloopt binnen 90 dagen:\n- ");
    expect(text).toContain("BHV van Lezer Zelf herhalen");
    expect(text).toContain("U krijgt deze e-mail als Eigenaar");

    const readerMails = personnelMails(reader.email);
    expect(readerMails).toHaveLength(1);
    expect(readerMails[0]!.text).toContain("VOG van Lezer Zelf vernieuwen");
    expect(readerMails[0]!.text).not.toContain("Sanne");
    expect(readerMails[0]!.text).toContain("U krijgt deze e-mail over uw eigen gegevens als medewerker.");

    // No other member hears of anyone's records, in this mail or another.
    const editorMails = smtp.messages.filter((m) => m.to.includes(editor.email.toLowerCase()));
    expect(editorMails.some((m) => /Sanne|Lezer Zelf/.test(m.text))).toBe(false);
    expect(
      smtp.messages.filter((m) => m.to.includes(reader.email.toLowerCase())).some((m) => m.text.includes("Sanne")),
    ).toBe(false);

    // Each step once: a second run sends nothing new.
    const before = smtp.messages.length;
    await runRemindersOnce(deps, new Date());
    expect(personnelMails(owner.email)).toHaveLength(1);
    expect(smtp.messages.slice(before).filter((m) => m.subject.startsWith("Medewerkers:"))).toEqual([]);
  });
});
