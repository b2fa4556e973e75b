/**
 * The account through the real server and a real SMTP server in this process: password reset
 * (same answer for unknown addresses, link once, expiry, sessions ending), the name, the e-mail
 * address (verified by a link to the new address; direct without mail), the password, e-mail
 * verification after sign-up, and the active sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { startTestServer, TestClient, type TestServer } from "../../../server/test/harness";
import { type ReceivedMail } from "../../../server/test/smtp";
import { withMailServer } from "../../../server/test/mail-server";
import { accountMessages } from "../messages";

const app = withMailServer({ MAIL_FROM: "Normwijs <noreply@normwijs.test>" });
/** A server without SMTP: the e-mail address changes at once. */
let plain: TestServer;
beforeAll(async () => {
  plain = await startTestServer();
});
afterAll(async () => {
  await plain?.close();
});

const currentPassword = "een-goed-wachtwoord";
const newEmail = () => `persoon-${randomUUID().slice(0, 8)}@voorbeeld.nl`;
const meOf = async (c: TestClient) => (await c.get("/api/me")).body;

function linkToken(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`/${page}\\?token=([^\\s"<]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

const subjects = {
  reset: "Nieuw wachtwoord instellen voor Normwijs",
  verify: "Bevestig uw e-mailadres voor Normwijs",
  change: "Bevestig uw nieuwe e-mailadres voor Normwijs",
};

/** The first mail to `to` with this subject among those after `since`, waiting for it if needed. */
async function mailTo(to: string, subject: string, since: number): Promise<ReceivedMail> {
  let from = since;
  for (;;) {
    const found = app.smtp.messages.slice(since).find((m) => m.to.includes(to) && m.subject === subject);
    if (found) return found;
    await app.smtp.waitFor(to, from);
    from = app.smtp.messages.length;
  }
}

/** Asks a reset link for email and returns the token from the mail that arrived. */
async function requestReset(email: string) {
  const before = app.smtp.messages.length;
  const res = await app.server.client().post("/api/auth/request-password-reset", { email });
  expect(res.status).toBe(200);
  return linkToken(await mailTo(email, subjects.reset, before), "wachtwoord-herstellen");
}

/** A second signed-in session of the same user (another browser). */
async function signInAgain(target: TestServer, email: string, password = "een-goed-wachtwoord") {
  const other = new TestClient(target.url);
  const res = await other.post("/api/auth/sign-in/email", { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return other;
}

describe("password reset", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const user = await app.server.user({ name: "Anna de Vries" });
    const unknown = newEmail();
    const before = app.smtp.messages.length;
    const a = await app.server.client().post("/api/auth/request-password-reset", { email: user.email });
    const b = await app.server.client().post("/api/auth/request-password-reset", { email: unknown });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual({ status: true, message: accountMessages.resetRequested });
    expect(b.body).toEqual(a.body);

    const mail = await mailTo(user.email, subjects.reset, before);
    expect(mail.from).toBe("noreply@normwijs.test");
    expect(mail.subject).toBe("Nieuw wachtwoord instellen voor Normwijs");
    expect(mail.text).toContain("Beste Anna de Vries,");
    expect(mail.text).toContain("1 uur geldig");
    expect(mail.text).toContain("niet aangevraagd? Dan kunt u deze e-mail negeren");
    expect(mail.html).toContain("Nieuw wachtwoord instellen");
    expect(mail.text).toContain("http://localhost:3000/wachtwoord-herstellen?token=");
    // A later mail arriving shows the earlier requests were handled: none went to the unknown address.
    const count = app.smtp.messages.length;
    await app.server.client().post("/api/auth/request-password-reset", { email: user.email });
    await mailTo(user.email, subjects.reset, count);
    expect(app.smtp.messages.slice(before).some((m) => m.to.includes(unknown))).toBe(false);
  });

  it("refuses bad input with a Dutch 400", async () => {
    const client = app.server.client();
    const bad = await client.post("/api/auth/request-password-reset", { email: "geen-adres" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Vul een geldig e-mailadres in.");
    // No redirect flow: only the address is accepted.
    const extra = await client.post("/api/auth/request-password-reset", { email: newEmail(), redirectTo: "/x" });
    expect(extra.status).toBe(400);
    const short = await client.post("/api/auth/reset-password", { token: "x", newPassword: "kort" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Het wachtwoord moet minstens 10 tekens hebben.");
  });

  it("sets a new password with the link once, and ends every existing session at once", async () => {
    const user = await app.server.user();
    const other = await signInAgain(app.server, user.email);
    expect((await user.get("/api/me")).status).toBe(200);
    const token = await requestReset(user.email);

    expect((await app.server.client().get(`/api/password-reset/${encodeURIComponent(token)}`)).body).toEqual({
      valid: true,
    });
    const reset = await app.server
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "nieuw-wachtwoord-1" });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    expect((await user.get("/api/me")).status).toBe(401);
    expect((await other.get("/api/me")).status).toBe(401);
    const old = await app.server.client().post("/api/auth/sign-in/email", {
      email: user.email,
      password: "een-goed-wachtwoord",
    });
    expect(old.status).toBe(401);
    await signInAgain(app.server, user.email, "nieuw-wachtwoord-1");

    // Used once: the link no longer works, and says so in Dutch.
    expect((await app.server.client().get(`/api/password-reset/${encodeURIComponent(token)}`)).body).toEqual({
      valid: false,
    });
    const again = await app.server
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "nog-een-wachtwoord" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "INVALID_TOKEN", message: accountMessages.linkInvalid });
  });

  it("refuses an expired link", async () => {
    const user = await app.server.user();
    const token = await requestReset(user.email);
    // The link's hour has passed.
    await app.server.db
      .updateTable("verification" as never)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() } as never)
      .execute();
    expect((await app.server.client().get(`/api/password-reset/${encodeURIComponent(token)}`)).body).toEqual({
      valid: false,
    });
    const res = await app.server
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "nieuw-wachtwoord-1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(accountMessages.linkInvalid);
    expect((await user.get("/api/me")).status).toBe(200);
  });

  it("does not store the token itself", async () => {
    const user = await app.server.user();
    const token = await requestReset(user.email);
    const rows = await app.server.db
      .selectFrom("verification" as never)
      .select("identifier" as never)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe("the account page", () => {
  it("changes the name, and /api/me shows it at once", async () => {
    const user = await app.server.user({ name: "Anna" });
    expect((await meOf(user)).user.name).toBe("Anna");
    const res = await user.post("/api/auth/update-user", { name: "  Anna de Vries  " });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await meOf(user)).user.name).toBe("Anna de Vries");
    // Only the name: no other fields, no empty name.
    expect((await user.post("/api/auth/update-user", { name: "X", image: "http://x" })).status).toBe(400);
    const empty = await user.post("/api/auth/update-user", { name: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Vul uw naam in.");
    expect((await app.server.client().post("/api/auth/update-user", { name: "Niemand" })).status).toBe(401);
  });

  it("is open to every role: it is the person's own account", async () => {
    const owner = await app.server.user();
    for (const role of ["reader", "editor"] as const) {
      const member = await app.server.member(owner, role);
      expect((await member.post("/api/auth/update-user", { name: `Naam ${role}` })).status).toBe(200);
      expect((await meOf(member)).user.name).toBe(`Naam ${role}`);
      expect((await member.get("/api/account/sessions")).status).toBe(200);
      expect((await member.post("/api/account/sessions/end-others", {})).status).toBe(200);
      const changed = await member.post("/api/auth/change-password", {
        currentPassword: "een-goed-wachtwoord",
        newPassword: "nieuw-wachtwoord-1",
      });
      expect(changed.status).toBe(200);
    }
  });

  it("changes the password: a wrong current one is refused, other sessions end, this one continues", async () => {
    const user = await app.server.user();
    const other = await signInAgain(app.server, user.email);
    const wrong = await user.post("/api/auth/change-password", {
      currentPassword: "niet-het-wachtwoord",
      newPassword: "nieuw-wachtwoord-1",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Het huidige wachtwoord klopt niet.");
    expect((await other.get("/api/me")).status).toBe(200);

    const oldCookie = user.cookieHeader;
    const ok = await user.post("/api/auth/change-password", {
      currentPassword: "een-goed-wachtwoord",
      newPassword: "nieuw-wachtwoord-1",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await user.get("/api/me")).status).toBe(200);
    expect((await other.get("/api/me")).status).toBe(401);
    expect((await fetch(`${app.server.url}/api/me`, { headers: { cookie: oldCookie } })).status).toBe(401);
    await signInAgain(app.server, user.email, "nieuw-wachtwoord-1");
  });

  it("keeps the chosen organisation of this session after a password change", async () => {
    const owner = await app.server.user();
    const member = await app.server.member(owner, "editor");
    const memberMe = await meOf(member);
    // A second membership, and this session switched to it.
    const second = await app.server.user();
    const secondOrg = (await meOf(second)).organisation.id;
    await app.server.db
      .insertInto("membership")
      .values({
        organisation_id: secondOrg,
        user_id: memberMe.user.id,
        role: "reader",
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await member.post("/api/organisation/switch", { organisationId: secondOrg })).status).toBe(200);
    expect((await meOf(member)).organisation.id).toBe(secondOrg);
    const ok = await member.post("/api/auth/change-password", {
      currentPassword: "een-goed-wachtwoord",
      newPassword: "nieuw-wachtwoord-1",
    });
    expect(ok.status).toBe(200);
    expect((await meOf(member)).organisation.id).toBe(secondOrg);
  });

  it("changes the e-mail address only after the link mailed to the new address is followed", async () => {
    const user = await app.server.user({ name: "Bert" });
    const other = await signInAgain(app.server, user.email);
    const to = newEmail();
    const before = app.smtp.messages.length;
    const res = await user.post("/api/auth/change-email", { newEmail: to.toUpperCase(), currentPassword });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ status: true, pending: true });
    const mail = await mailTo(to, subjects.change, before);
    expect(mail.text).toContain("Beste Bert,");
    expect((await meOf(user)).user.email).toBe(user.email);

    const token = linkToken(mail, "e-mail-bevestigen");
    // Anyone holding the link (signed out here) confirms it.
    const confirm = await app.server.client().get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body).toEqual({ status: true, email: to });
    const me = await meOf(user);
    expect(me.user.email).toBe(to);
    expect(me.user.emailVerified).toBe(true);
    expect((await meOf(other)).user.email).toBe(to);
    await signInAgain(app.server, to);
  });

  it.each([
    ["with mail", () => app.server],
    ["without mail", () => plain],
  ])("asks for the current password (%s): a wrong or missing one changes nothing", async (_, which) => {
    const target = which();
    const user = await target.user();
    const to = newEmail();
    const before = app.smtp.messages.length;
    const wrong = await user.post("/api/auth/change-email", { newEmail: to, currentPassword: "niet-mijn-wachtwoord" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: "INVALID_PASSWORD", message: accountMessages.currentPasswordWrong });
    const missing = await user.post("/api/auth/change-email", { newEmail: to });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(accountMessages.currentPasswordMissing);
    expect((await meOf(user)).user.email).toBe(user.email);
    // No mail went out either.
    await new Promise((r) => setTimeout(r, 200));
    expect(app.smtp.messages.slice(before).filter((m) => m.to.includes(to))).toEqual([]);
  });

  it("refuses the same address, bad input and a broken link in Dutch", async () => {
    const user = await app.server.user();
    const same = await user.post("/api/auth/change-email", { newEmail: user.email, currentPassword });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(accountMessages.sameEmail);
    expect((await user.post("/api/auth/change-email", { newEmail: "nee", currentPassword })).status).toBe(400);
    const broken = await app.server.client().get("/api/auth/verify-email?token=abc.def.ghi");
    expect(broken.status).toBe(401);
    expect(broken.body.message).toBe(accountMessages.linkInvalid);
    expect((await app.server.client().get("/api/auth/verify-email")).status).toBe(400);
  });

  it("without mail (no SMTP_URL) changes the e-mail address at once, and refuses one in use", async () => {
    const user = await plain.user();
    const taken = await plain.user();
    const clash = await user.post("/api/auth/change-email", { newEmail: taken.email, currentPassword });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(accountMessages.emailTaken);
    const to = newEmail();
    const res = await user.post("/api/auth/change-email", { newEmail: to, currentPassword });
    expect(res.body).toEqual({ status: true, pending: false });
    expect((await meOf(user)).user.email).toBe(to);
    await signInAgain(plain, to);
  });
});

describe("e-mail verification", () => {
  it("mails a verification link after sign-up when mail is on; the link verifies the address", async () => {
    const email = newEmail();
    const before = app.smtp.messages.length;
    const user = await app.server.user({ email, name: "Carla" });
    expect((await meOf(user)).user.emailVerified).toBe(false);
    const mail = await mailTo(email, subjects.verify, before);
    expect(mail.text).toContain("Beste Carla,");
    // 'Opnieuw versturen' sends another.
    const count = app.smtp.messages.length;
    expect((await user.post("/api/auth/send-verification-email", {})).status).toBe(200);
    await mailTo(email, subjects.verify, count);

    const token = linkToken(mail, "e-mail-bevestigen");
    const res = await user.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect((await meOf(user)).user.emailVerified).toBe(true);
    const again = await user.post("/api/auth/send-verification-email", {});
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Uw e-mailadres is al bevestigd.");
  });

  it("is off without mail: no verification to send", async () => {
    const user = await plain.user();
    expect((await meOf(user)).user.emailVerified).toBe(false);
    expect((await plain.client().get("/api/config")).body.mailEnabled).toBe(false);
    expect((await app.server.client().get("/api/config")).body.mailEnabled).toBe(true);
    expect((await user.post("/api/auth/send-verification-email", {})).status).toBe(400);
  });

  it("counts an account made from an invitation as verified, and mails it no verification", async () => {
    const owner = await app.server.user();
    const email = newEmail();
    const before = app.smtp.messages.length;
    expect((await owner.post("/api/team/invitations", { email, role: "reader" })).status).toBe(201);
    const invitation = await app.smtp.waitFor(email, before);
    const token = /\/uitnodiging\/([A-Za-z0-9_-]+)/.exec(invitation.text)![1]!;
    const invited = app.server.client();
    const count = app.smtp.messages.length;
    const res = await invited.post(`/api/invitations/${token}/sign-up`, {
      name: "Dirk",
      password: "een-goed-wachtwoord",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await meOf(invited)).user.emailVerified).toBe(true);
    // A later mail arriving shows the sign-up was handled: no verification mail went to the invitee.
    await app.server.client().post("/api/auth/request-password-reset", { email: owner.email });
    await mailTo(owner.email, subjects.reset, count);
    expect(app.smtp.messages.slice(count).some((m) => m.to.includes(email))).toBe(false);
  });
});

describe("active sessions", () => {
  it("lists the user's sessions with device, address and last activity, never a token", async () => {
    const user = await app.server.user();
    await signInAgain(app.server, user.email);
    const res = await user.get("/api/account/sessions");
    expect(res.status).toBe(200);
    expect(res.body.sessions).toHaveLength(2);
    expect(res.body.sessions[0]).toMatchObject({ current: true, ipAddress: "127.0.0.1" });
    expect(res.body.sessions[1].current).toBe(false);
    for (const s of res.body.sessions) {
      expect(typeof s.device).toBe("string");
      expect(Date.parse(s.lastActive)).not.toBeNaN();
    }
    const tokens = await app.server.db.selectFrom("session").select("token").execute();
    for (const { token } of tokens) expect(JSON.stringify(res.body)).not.toContain(token);
  });

  it("ends one other session at once; not this one, and not another user's", async () => {
    const user = await app.server.user();
    const other = await signInAgain(app.server, user.email);
    const stranger = await app.server.user();
    const sessions = (await user.get("/api/account/sessions")).body.sessions;
    const current = sessions.find((s: { current: boolean }) => s.current);
    const second = sessions.find((s: { current: boolean }) => !s.current);

    const strangers = (await stranger.get("/api/account/sessions")).body.sessions;
    expect((await user.delete(`/api/account/sessions/${strangers[0].id}`)).status).toBe(404);
    expect((await stranger.get("/api/me")).status).toBe(200);
    expect((await stranger.delete(`/api/account/sessions/${second.id}`)).status).toBe(404);
    expect((await other.get("/api/me")).status).toBe(200);

    const own = await user.delete(`/api/account/sessions/${current.id}`);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(accountMessages.notThisSession);

    expect((await user.delete(`/api/account/sessions/${second.id}`)).status).toBe(204);
    expect((await other.get("/api/me")).status).toBe(401);
    expect((await user.get("/api/me")).status).toBe(200);
    expect((await user.delete(`/api/account/sessions/${second.id}`)).status).toBe(404);
  });

  it("ends all other sessions at once, and only the user's own", async () => {
    const user = await app.server.user();
    const a = await signInAgain(app.server, user.email);
    const b = await signInAgain(app.server, user.email);
    const stranger = await app.server.user();
    const res = await user.post("/api/account/sessions/end-others", {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await a.get("/api/me")).status).toBe(401);
    expect((await b.get("/api/me")).status).toBe(401);
    expect((await user.get("/api/me")).status).toBe(200);
    expect((await stranger.get("/api/me")).status).toBe(200);
    expect((await user.get("/api/account/sessions")).body.sessions).toHaveLength(1);
    expect((await app.server.client().post("/api/account/sessions/end-others", {})).status).toBe(401);
    expect((await user.post("/api/account/sessions/end-others", { alles: true })).status).toBe(400);
  });
});
