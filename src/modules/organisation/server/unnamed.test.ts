/**
 * An organisation without a name (one made before sign-up asked for it) is never given a stand-in
 * name: mails leave the name out, an Eigenaar's reminder asks for it, and the organisation switcher
 * can tell it apart by its Eigenaar.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { startTestSmtp, type TestSmtp } from "../../../server/test/smtp";
import { loadConfig } from "@core/server/config";
import { createMailer } from "@core/server/mail";
import { runReminders } from "@modules/reminders/server/reminders";
import { auditorQuestionMail } from "@modules/auditor/server/mails";

// Monday 23 November 2026, 09:00 in Amsterdam: the weekly digest is due.
const monday = new Date("2026-11-23T08:00:00Z");

let server: TestServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await server?.close();
  await smtp?.close();
  server = smtp = undefined;
});

async function unname(s: TestServer, owner: TestClient) {
  const { organisation } = (await owner.get("/api/me")).body;
  await s.db.updateTable("organisation").set({ name: "" }).where("id", "=", organisation.id).execute();
}

const standIns = /uw organisatie\b|\(\)|Naamloze|Weekoverzicht :|van \./;

describe("an organisation without a name", () => {
  it("gets reminder mails without a stand-in name, and its Eigenaar is asked to fill it in", async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ SMTP_URL: smtp.url });
    const owner = await server.user({ name: "Anna de Vries" });
    const editor = await server.member(owner, "editor");
    await unname(server, owner);
    const put = await owner.put(`/api/kms/values/maatregelen`, {
      value: [{ id: "m1", datum: "2026-11-20", risico: "Uitval", actie: "Back-up maken", evaluatie: "" }],
      baseRevision: 0,
    });
    expect(put.status).toBe(200);

    const config = loadConfig(server.env);
    expect(
      await runReminders({ db: server.db, config, log: server.log, mailer: createMailer(config, server.log) }, monday),
    ).toBe(4);
    const mailsTo = (email: string) =>
      smtp!.messages.filter((m) => m.to.includes(email.toLowerCase()) && /^(Weekoverzicht|Verlopen)/.test(m.subject));
    const ownerMails = mailsTo(owner.email);
    expect(ownerMails.map((m) => m.subject).sort()).toEqual([
      "Verlopen: Maatregel: Back-up maken",
      "Weekoverzicht: 1 punt vraagt uw aandacht",
    ]);
    for (const mail of [...ownerMails, ...mailsTo(editor.email)]) {
      expect(mail.subject).not.toMatch(standIns);
      expect(mail.text).not.toMatch(standIns);
      expect(mail.html).not.toMatch(standIns);
    }
    const digest = ownerMails.find((m) => m.subject.startsWith("Weekoverzicht"))!;
    expect(digest.text).toContain("Dit is het weekoverzicht van uw kwaliteitssysteem.");
    expect(digest.text).toContain("U krijgt deze e-mail als Eigenaar of Bewerker in Normwijs.");
    expect(digest.text).toContain(
      "Uw organisatie heeft nog geen naam in Normwijs. Vul die in bij Instellingen; dan staat de naam ook in het handboek en op de vragenlijst voor cliënten. http://localhost:3000/instellingen",
    );
    expect(digest.html).toContain('<a href="http://localhost:3000/instellingen">Naam invullen</a>');
    // Only an Eigenaar can give the name: a Bewerker is not asked.
    expect(mailsTo(editor.email)).toHaveLength(2);
    for (const mail of mailsTo(editor.email)) expect(mail.text).not.toContain("nog geen naam");

    // Once named, the name is back and the question is gone.
    expect((await owner.patch("/api/organisation", { name: "Zorg De Linde" })).status).toBe(200);
    expect(
      await runReminders(
        { db: server.db, config, log: server.log, mailer: createMailer(config, server.log) },
        new Date("2026-11-30T08:00:00Z"),
      ),
    ).toBe(2);
    const next = mailsTo(owner.email).at(-1)!;
    expect(next.subject).toBe("Weekoverzicht Zorg De Linde: 1 punt vraagt uw aandacht");
    expect(next.text).not.toContain("nog geen naam");
  });

  it("is told apart by its Eigenaar in the organisation list of a member of several", async () => {
    server = await startTestServer();
    const owner = await server.user({ name: "Bert Bakker" });
    const member = await server.member(owner, "editor");
    await unname(server, owner);
    const me = (await member.get("/api/me")).body;
    expect(me.organisations).toEqual([expect.objectContaining({ name: "", ownerName: "Bert Bakker", role: "editor" })]);
    expect((await owner.get("/api/me")).body.organisations).toEqual([
      expect.objectContaining({ name: "", ownerName: "Bert Bakker", role: "owner" }),
    ]);
  });

  it("gets the auditor's question by mail without a stand-in name", () => {
    const mail = auditorQuestionMail({
      to: "anna@voorbeeld.nl",
      recipientName: "Anna",
      auditorName: "Ada Auditor",
      organisationName: "",
      element: { number: "1.5", title: "Risico's" },
      link: "http://localhost:3000/handboek/auditor",
    });
    expect(mail.text).toContain("Auditor Ada Auditor heeft via de auditorlink een vraag gesteld over normelement 1.5");
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(standIns);
  });
});
