/**
 * 'Te lezen' in the weekly reminder mail, read from a real SMTP server in this process: every member
 * a reading item asks gets it (a Lezer too, who gets no other reminders), with the link to the item;
 * after answering, the next week's digest no longer lists it.
 */
import { expect, it } from "vitest";
import { type TestClient } from "../../../server/test/harness";
import { withMailServer } from "../../../server/test/mail-server";
import { loadConfig } from "@core/server/config";
import { createMailer } from "@core/server/mail";
import { runRemindersOnce, type ReminderDeps } from "@modules/reminders/server/reminders";

const app = withMailServer();
const deps = (): ReminderDeps => {
  const config = loadConfig(app.server.env);
  return { db: app.server.db, config, log: app.server.log, mailer: createMailer(config, app.server.log) };
};
const digestsTo = (c: TestClient, since = 0) =>
  app.smtp.messages
    .slice(since)
    .filter((m) => m.to.includes(c.email!.toLowerCase()) && m.subject.startsWith("Weekoverzicht"));

it("lists 'Te lezen' with its link for each member it asks, until they answered", async () => {
  const owner = await app.server.user({ name: "Anna de Vries", organisationName: "Zorg De Linde" });
  const reader = await app.server.member(owner, "reader");
  const notAsked = await app.server.member(owner, "reader");
  const readerId = (await reader.get("/api/me")).body.user.id as string;
  expect(
    (await owner.put("/api/kms/values/missie-en-visie", { value: "Zorg dichtbij.", baseRevision: 0 })).status,
  ).toBe(200);
  const marked = await owner.post("/api/reading/items", {
    subject: { kind: "topic", id: "missie-en-visie" },
    audience: "chosen",
    roles: ["owner"],
    members: [readerId],
  });
  expect(marked.status).toBe(201);
  const id = marked.body.id as string;

  // Tuesday 24 November 2026, 10:00 in Amsterdam: after this week's digest hour.
  const start = app.smtp.messages.length;
  await runRemindersOnce(deps(), new Date("2026-11-24T09:00:00Z"));
  const mail = await app.smtp.waitFor(reader.email!.toLowerCase(), start);
  expect(mail.subject).toBe("Weekoverzicht Zorg De Linde: 1 punt vraagt uw aandacht");
  expect(mail.text).toContain(`Te lezen:\n- Missie en visie\n  http://localhost:3000/leesbevestigingen/${id}`);
  expect(mail.text).toContain("U krijgt deze e-mail omdat Zorg De Linde u vraagt iets te lezen.");
  expect(mail.html).toContain(`<a href="http://localhost:3000/leesbevestigingen/${id}">Missie en visie</a>`);
  const ownerMail = await app.smtp.waitFor(owner.email!.toLowerCase(), start);
  expect(ownerMail.text).toContain("Te lezen:\n- Missie en visie");
  expect(digestsTo(notAsked, start)).toEqual([]);

  expect((await reader.post(`/api/reading/items/${id}/confirm`, { answer: "read" })).status).toBe(200);
  const before = app.smtp.messages.length;
  await runRemindersOnce(deps(), new Date("2026-12-01T09:00:00Z"));
  expect(digestsTo(reader, before)).toEqual([]);
  expect(digestsTo(owner, before)[0]?.text).toContain("Te lezen:\n- Missie en visie");
});
