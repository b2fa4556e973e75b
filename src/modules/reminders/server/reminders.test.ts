import { afterEach, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { startTestSmtp, type TestSmtp } from "../../../server/test/smtp";
import { setUpTwoFactor } from "../../../server/test/totp";
import { loadConfig } from "@core/server/config";
import { createMailer } from "@core/server/mail";
import { startServer, type RunningServer } from "../../../server/server";
import { addDays, amsterdamDay } from "@core/shared/calendar-day";
import { runReminders, runRemindersOnce, type ReminderDeps } from "./reminders";

// Monday 23 November 2026, 09:00 in Amsterdam (ISO week 2026-W48).
const monday = new Date("2026-11-23T08:00:00Z");

let server: TestServer | undefined;
let second: RunningServer | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await second?.close();
  await server?.close();
  await smtp?.close();
  second = server = smtp = undefined;
});

async function put(c: TestClient, name: string, value: unknown) {
  const res = await c.put(`/api/kms/values/${encodeURIComponent(name)}`, { value, baseRevision: 0 });
  expect(res.status).toBe(200);
}

async function start() {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url });
  return { smtp, server };
}

const depsOf = (s: { db: ReminderDeps["db"]; log: ReminderDeps["log"] }, env: Record<string, string>): ReminderDeps => {
  const config = loadConfig(env);
  return { db: s.db, config, log: s.log, mailer: createMailer(config, s.log) };
};

const reminderMails = (smtp: TestSmtp, to: string) =>
  smtp.messages.filter((m) => m.to.includes(to.toLowerCase()) && /^(Weekoverzicht|Verlopen)/.test(m.subject));

async function organisationWithDueItems(server: TestServer) {
  const owner = await server.user({ name: "Anna de Vries" });
  expect((await owner.patch("/api/organisation", { name: "Zorg De Linde" })).status).toBe(200);
  await put(owner, "maatregelen", [
    { id: "m1", datum: "2026-11-20", risico: "Uitval", actie: "Back-up maken", evaluatie: "" },
  ]);
  await put(owner, "materialen-en-middelen", [{ id: "k1", materiaal: "Tillift", datumUitvoering: "2026-11-30" }]);
  return owner;
}

describe("reminder mails", () => {
  it("send the weekly digest and the overdue mail to Eigenaars and Bewerkers, once, across runs and instances", async () => {
    const { smtp, server } = await start();
    const owner = await organisationWithDueItems(server);
    const editor = await server.member(owner, "editor");
    const reader = await server.member(owner, "reader");
    const optedOut = await server.member(owner, "editor");
    expect((await optedOut.put("/api/reminders/preferences", { emailReminders: false })).body).toEqual({
      emailReminders: false,
    });
    expect((await optedOut.get("/api/reminders/preferences")).body).toEqual({ emailReminders: false });
    const organisation = "Zorg De Linde";

    const deps = depsOf(server, server.env);
    // Only one person when asked (`admin reminders run <e-mailadres>`): the others' mails wait.
    expect(await runReminders(deps, monday, undefined, editor.email)).toBe(2);
    expect(reminderMails(smtp, owner.email)).toHaveLength(0);
    expect(await runReminders(deps, monday)).toBe(2);

    const ownerMails = reminderMails(smtp, owner.email);
    expect(ownerMails.map((m) => m.subject).sort()).toEqual([
      `Verlopen: Maatregel: Back-up maken (${organisation})`,
      `Weekoverzicht ${organisation}: 2 punten vragen uw aandacht`,
    ]);
    const digest = ownerMails.find((m) => m.subject.startsWith("Weekoverzicht"))!;
    expect(digest.text).toContain("Beste Anna de Vries,");
    expect(digest.text).toContain(
      "Verlopen:\n- 20-11-2026  Maatregel: Back-up maken\n  http://localhost:3000/kwaliteitssysteem/risicos-en-kansen",
    );
    expect(digest.text).toContain("Binnen 14 dagen:\n- 30-11-2026  Keuring: Tillift");
    expect(digest.html).toContain(
      '<a href="http://localhost:3000/kwaliteitssysteem/materialen-en-middelen">Keuring: Tillift</a>',
    );
    expect(digest.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?u=.+&t=.+>$/,
    );
    expect(digest.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(reminderMails(smtp, editor.email)).toHaveLength(2);
    expect(reminderMails(smtp, reader.email)).toHaveLength(0);
    expect(reminderMails(smtp, optedOut.email)).toHaveLength(0);

    // Again, later that day, the next day, and on a second instance on the same database: nothing new.
    expect(await runReminders(deps, new Date("2026-11-23T15:00:00Z"))).toBe(0);
    expect(await runReminders(deps, new Date("2026-11-24T08:00:00Z"))).toBe(0);
    second = await startServer(loadConfig(server.env));
    expect(await runReminders(depsOf(second, server.env), monday)).toBe(0);
    expect(reminderMails(smtp, owner.email)).toHaveLength(2);

    // The next week brings the next digest (the measure is no longer newly overdue).
    expect(await runReminders(deps, new Date("2026-11-30T08:00:00Z"))).toBe(2);
    expect(reminderMails(smtp, owner.email).map((m) => m.subject)).toContain(
      `Weekoverzicht ${organisation}: 2 punten vragen uw aandacht`,
    );
  });

  it("go to no member without two-factor sign-in while the organisation requires it", async () => {
    const { smtp, server } = await start();
    const owner = await organisationWithDueItems(server);
    const editor = await server.member(owner, "editor");
    await setUpTwoFactor(owner);
    expect((await owner.patch("/api/organisation", { twoFactorRequired: true })).status).toBe(200);
    expect(await runReminders(depsOf(server, server.env), monday)).toBe(2);
    expect(reminderMails(smtp, owner.email)).toHaveLength(2);
    expect(reminderMails(smtp, editor.email)).toHaveLength(0);
  });

  it("two instances running at once send each mail once", async () => {
    const { smtp, server } = await start();
    const owner = await organisationWithDueItems(server);
    second = await startServer(loadConfig(server.env));
    const [a, b] = [depsOf(server, server.env), depsOf(second, server.env)];

    // Without the lease, the mail keys alone decide.
    const counts = await Promise.all([runRemindersOnce(a, monday), runRemindersOnce(b, monday)]);
    expect(counts[0] + counts[1]).toBe(2);
    // With it, one instance runs and the other leaves it (or finds nothing left).
    const leased = await Promise.all([
      runReminders(a, new Date("2026-11-30T08:00:00Z")),
      runReminders(b, new Date("2026-11-30T08:00:00Z")),
    ]);
    expect(leased.reduce<number>((n, c) => n + (c ?? 0), 0)).toBe(1);
    expect(reminderMails(smtp, owner.email)).toHaveLength(3);
  });

  it("put a missed legal reporting duty first, in a block and a subject of its own", async () => {
    const { smtp, server } = await start();
    const owner = await server.user({ name: "Anna de Vries" });
    // Found on Thursday 19 November: the AP's 72 hours ran out on Sunday 22 November.
    await put(owner, "meldingen-register", [
      { id: "d1", datum: "2026-11-19", type: "Datalek", omschrijving: "Mail aan verkeerde ouder" },
    ]);
    await runReminders(depsOf(server, server.env), monday);
    const mail = smtp.messages.find((m) => m.to.includes(owner.email.toLowerCase()) && /^Meldplicht/.test(m.subject));
    expect(mail?.subject).toMatch(/^Meldplicht verlopen: Datalek melden bij de AP: Mail aan verkeerde ouder/);
    expect(mail?.text).toContain(
      "Wettelijke meldplicht verlopen: meld het alsnog en vul de datum van de melding in:\n- 22-11-2026  Datalek melden bij de AP: Mail aan verkeerde ouder\n  http://localhost:3000/kwaliteitssysteem/meldingen",
    );
  });

  it("send nothing without due items, or before 07:00 on Monday for the digest", async () => {
    const { smtp, server } = await start();
    const owner = await server.user();
    const deps = depsOf(server, server.env);
    expect(await runReminders(deps, monday)).toBe(0);
    await put(owner, "materialen-en-middelen", [{ id: "k1", materiaal: "Tillift", datumUitvoering: "2026-11-30" }]);
    expect(await runReminders(deps, new Date("2026-11-23T05:30:00Z"))).toBe(0); // 06:30 in Amsterdam
    expect(await runReminders(deps, new Date("2026-11-23T06:00:00Z"))).toBe(1); // 07:00
    expect(reminderMails(smtp, owner.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Weekoverzicht .*: 1 punt vraagt uw aandacht$/),
    ]);
  });

  it("unsubscribe: the link shows a confirmation, POST (also one-click) turns reminders off; a wrong link is refused", async () => {
    const { smtp, server } = await start();
    const owner = await organisationWithDueItems(server);
    await runReminders(depsOf(server, server.env), monday);
    const [mail] = reminderMails(smtp, owner.email);
    const link = /http:\/\/localhost:3000(\/api\/reminders\/unsubscribe\?\S+)/.exec(mail!.text)![1]!;
    expect(mail!.headers["list-unsubscribe"]).toBe(`<http://localhost:3000${link}>`);

    const visitor = server.client();
    const page = await visitor.get(link);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Wilt u geen herinneringen van Normwijs meer per e-mail ontvangen?");
    expect(page.body).toContain('<form method="post"');
    expect((await owner.get("/api/reminders/preferences")).body).toEqual({ emailReminders: true });

    expect((await visitor.get(link.replace(/t=[^&]+/, "t=verkeerd"))).status).toBe(404);
    expect((await visitor.post(link.replace(/u=[^&]+/, "u=iemand-anders"))).status).toBe(404);
    expect((await owner.get("/api/reminders/preferences")).body).toEqual({ emailReminders: true });

    // One-click, as a mail program sends it: no Origin, a form body.
    const res = await fetch(server.url + link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Herinneringen staan uit");
    expect((await owner.get("/api/reminders/preferences")).body).toEqual({ emailReminders: false });
    expect(await runReminders(depsOf(server, server.env), new Date("2026-11-30T08:00:00Z"))).toBe(0);
  });

  it("`npm run admin -- reminders run` sends once (a second run, another process, sends nothing) and `preview` shows a person's mails", async () => {
    const { smtp, server } = await start();
    const owner = await server.user({ name: "Bert", organisationName: "Praktijk Bert" });
    const today = amsterdamDay(new Date());
    await put(owner, "maatregelen", [{ id: "m1", datum: addDays(today, -2), actie: "Oefening", evaluatie: "" }]);
    const admin = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "src/server/admin.ts", ...args], {
        env: { ...process.env, ...server.env, PORT: "0" },
      });

    const preview = await admin("reminders", "preview", owner.email.toUpperCase());
    expect(preview.stdout).toContain("Verlopen: Maatregel: Oefening");
    expect(preview.stdout).toContain("Beste Bert,");
    expect(smtp.messages.filter((m) => m.subject.startsWith("Verlopen"))).toHaveLength(0);

    const first = await admin("reminders", "run");
    expect(first.stdout).toMatch(/^[12] herinnering(en)? verstuurd\.$/m);
    expect(reminderMails(smtp, owner.email).map((m) => m.subject)).toContain(
      "Verlopen: Maatregel: Oefening (Praktijk Bert)",
    );
    const again = await admin("reminders", "run");
    expect(again.stdout.trim()).toBe("0 herinneringen verstuurd.");
    await expect(admin("reminders", "preview", "geen-adres")).rejects.toMatchObject({ code: 2 });
  }, 120_000); // four runs of the admin command, each a fresh tsx process
});
