/**
 * The team through the real server: members, the last-owner rule, invitations by mail through a
 * real SMTP server in this process (link read from the received message), accepting with an
 * existing or a new account, expired/revoked/used links, and switching organisations.
 */
import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { startTestServer, type TestClient } from "../../../server/test/harness";
import { withMailServer } from "../../../server/test/mail-server";
import { invitationToken } from "../../../server/test/smtp";
import { teamMessages } from "../messages";
import { hashToken } from "./invitations";

const app = withMailServer({ MAIL_FROM: "Normwijs <noreply@normwijs.test>" });
const newEmail = () => `collega-${randomUUID().slice(0, 8)}@voorbeeld.nl`;
const meOf = async (c: TestClient) => (await c.get("/api/me")).body;

/** The owner invites email with role; returns the token from the mail that arrived. */
async function invite(owner: TestClient, email: string, role = "reader") {
  const before = app.smtp.messages.length;
  const res = await owner.post("/api/team/invitations", { email, role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { invitation: res.body, token: invitationToken(await app.smtp.waitFor(email, before)) };
}

describe("members and the last owner", () => {
  it("lists the members with name, e-mail, role and since", async () => {
    const owner = await app.server.user({ name: "Anna de Vries" });
    const reader = await app.server.member(owner, "reader");
    const res = await reader.get("/api/team/members");
    expect(res.status).toBe(200);
    expect(res.body.members).toHaveLength(2);
    expect(res.body.members[0]).toMatchObject({ name: "Anna de Vries", email: owner.email, role: "owner" });
    expect(res.body.members[1]).toMatchObject({ email: reader.email, role: "reader" });
    expect(Date.parse(res.body.members[0].since)).not.toBeNaN();
  });

  it("never lets the last owner be demoted, removed or leave (409), but does once there is another", async () => {
    const owner = await app.server.user();
    const ownerId = (await meOf(owner)).user.id;
    const demote = await owner.patch(`/api/team/members/${ownerId}`, { role: "editor" });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ code: "last_owner", message: teamMessages.lastOwner });
    expect((await owner.delete(`/api/team/members/${ownerId}`)).status).toBe(409);
    expect((await owner.post("/api/team/leave")).status).toBe(409);
    expect((await meOf(owner)).organisation.role).toBe("owner");

    const second = await app.server.member(owner, "editor");
    const secondId = (await meOf(second)).user.id;
    expect((await owner.patch(`/api/team/members/${secondId}`, { role: "owner" })).status).toBe(200);
    expect((await owner.patch(`/api/team/members/${ownerId}`, { role: "reader" })).status).toBe(200);
    expect((await meOf(owner)).organisation.role).toBe("reader");
    // Now the second is the last owner.
    expect((await second.post("/api/team/leave")).status).toBe(409);
  });

  it("refuses an unknown role or member", async () => {
    const owner = await app.server.user();
    const reader = await app.server.member(owner, "reader");
    const readerId = (await meOf(reader)).user.id;
    expect((await owner.patch(`/api/team/members/${readerId}`, { role: "admin" })).status).toBe(400);
    expect((await owner.patch(`/api/team/members/${readerId}`, { role: "editor", extra: 1 })).status).toBe(400);
    expect((await owner.patch(`/api/team/members/${randomUUID()}`, { role: "editor" })).status).toBe(404);
    // A member of another organisation is not a member here.
    const stranger = await app.server.user();
    const strangerId = (await meOf(stranger)).user.id;
    expect((await owner.delete(`/api/team/members/${strangerId}`)).status).toBe(404);
    expect((await meOf(stranger)).organisation.role).toBe("owner");
  });

  it("a removed member's next request gets 403 no_membership, and no new organisation", async () => {
    const owner = await app.server.user();
    const editor = await app.server.member(owner, "editor");
    const editorId = (await meOf(editor)).user.id;
    expect((await editor.get("/api/kms/values")).status).toBe(200);
    expect((await owner.delete(`/api/team/members/${editorId}`)).status).toBe(204);
    const res = await editor.get("/api/kms/values");
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("no_membership");
    expect((await editor.get("/api/me")).status).toBe(403);
    const orgs = await app.server.db
      .selectFrom("membership")
      .select("organisation_id")
      .where("user_id", "=", editorId)
      .execute();
    expect(orgs).toEqual([]);
    expect((await owner.get("/api/team/members")).body.members).toHaveLength(1);
  });

  it("a member may leave; a role change counts on their next request", async () => {
    const owner = await app.server.user();
    const reader = await app.server.member(owner, "reader");
    const readerId = (await meOf(reader)).user.id;
    expect((await reader.put("/api/kms/values/doelgroep", { value: "x", baseRevision: 0 })).status).toBe(403);
    await owner.patch(`/api/team/members/${readerId}`, { role: "editor" });
    expect((await reader.put("/api/kms/values/doelgroep", { value: "x", baseRevision: 0 })).status).toBe(200);
    expect((await reader.post("/api/team/leave")).status).toBe(204);
    expect((await reader.get("/api/me")).body.code).toBe("no_membership");
  });
});

describe("invitations", () => {
  it("mails a Dutch invitation (text and HTML) that an existing account accepts", async () => {
    const owner = await app.server.user({ name: "Anna de Vries" });
    await owner.patch("/api/organisation", { name: "Praktijk De Linde" });
    const colleague = await app.server.user({ name: "Bram" });
    const before = app.smtp.messages.length;
    const res = await owner.post("/api/team/invitations", { email: colleague.email.toUpperCase(), role: "editor" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: colleague.email, role: "editor", invitedBy: "Anna de Vries" });
    const mail = await app.smtp.waitFor(colleague.email, before);
    expect(mail.from).toBe("noreply@normwijs.test");
    expect(mail.subject).toBe("Anna de Vries nodigt u uit voor Praktijk De Linde in Normwijs");
    expect(mail.text).toContain(`Anna de Vries (${owner.email}) nodigt u uit`);
    expect(mail.text).toContain("U krijgt de rol Bewerker");
    expect(mail.text).toContain("7 dagen geldig");
    const token = invitationToken(mail);
    expect(mail.text).toContain(`http://localhost:3000/uitnodiging/${token}`);
    expect(mail.html).toContain(`href="http://localhost:3000/uitnodiging/${token}"`);
    expect(mail.html).toContain("Praktijk De Linde");
    // Only the hash is stored.
    const stored = await app.server.db
      .selectFrom("invitation")
      .selectAll()
      .where("id", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(7 * 24 * 60 * 60 * 1000);

    const page = await app.server.client().get(`/api/invitations/${token}`);
    expect(page.body).toMatchObject({
      state: "open",
      organisationName: "Praktijk De Linde",
      inviterName: "Anna de Vries",
      email: colleague.email,
      role: "editor",
      accountExists: true,
    });
    expect((await owner.get("/api/team/invitations")).body.invitations).toHaveLength(1);

    // Not signed in: 401; signed in: joins and this session switches to the organisation.
    expect((await app.server.client().post(`/api/invitations/${token}/accept`)).status).toBe(401);
    const accepted = await colleague.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    const me = await meOf(colleague);
    expect(me.organisation).toMatchObject({ name: "Praktijk De Linde", role: "editor" });
    expect(me.organisations).toHaveLength(2);
    expect((await colleague.get("/api/kms/values")).status).toBe(200);
    expect((await owner.get("/api/team/members")).body.members.map((m: any) => m.email)).toContain(colleague.email);
    expect((await owner.get("/api/team/invitations")).body.invitations).toHaveLength(0);
    // Usable once.
    expect((await app.server.client().get(`/api/invitations/${token}`)).body).toEqual({ state: "used" });
    expect((await colleague.post(`/api/invitations/${token}/accept`)).status).toBe(410);
    // The owner's activity log: the invitation and the joining, each once.
    const joined = (await owner.get("/api/activity?kind=team.joined")).body.entries;
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ userId: me.user.id, actor: `${me.user.name} (${colleague.email})` });
    expect((await owner.get("/api/activity?kind=team.invited")).body.entries).toHaveLength(1);
  });

  it("lets a person without an account sign up from the link and gives them no own organisation", async () => {
    const owner = await app.server.user();
    const email = newEmail();
    const { token } = await invite(owner, email, "reader");
    expect((await app.server.client().get(`/api/invitations/${token}`)).body).toMatchObject({ accountExists: false });
    const person = app.server.client();
    const res = await person.post(`/api/invitations/${token}/sign-up`, {
      name: "Carla",
      password: "een-goed-wachtwoord",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const me = await meOf(person);
    expect(me.user).toMatchObject({ name: "Carla", email });
    expect(me.organisation.role).toBe("reader");
    expect(me.organisations).toHaveLength(1);
    expect(me.organisation.id).toBe((await meOf(owner)).organisation.id);
    const joined = (await owner.get("/api/activity?kind=team.joined")).body.entries;
    expect(joined).toMatchObject([{ userId: me.user.id, actor: `Carla (${email})`, detail: "nieuw account" }]);
    // Usable once: a second sign-up from the same link is refused.
    const again = await app.server
      .client()
      .post(`/api/invitations/${token}/sign-up`, { name: "X", password: "een-goed-wachtwoord" });
    expect(again.status).toBe(410);
  });

  it("refuses the link for another account's e-mail", async () => {
    const owner = await app.server.user();
    const { token } = await invite(owner, newEmail());
    const other = await app.server.user();
    const res = await other.post(`/api/invitations/${token}/accept`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(teamMessages.wrongAccount);
  });

  it("shows an expired link as expired and refuses it", async () => {
    const owner = await app.server.user();
    const email = newEmail();
    const { token, invitation } = await invite(owner, email);
    await app.server.db
      .updateTable("invitation")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", invitation.id)
      .execute();
    expect((await app.server.client().get(`/api/invitations/${token}`)).body).toEqual({ state: "expired" });
    const res = await app.server
      .client()
      .post(`/api/invitations/${token}/sign-up`, { name: "D", password: "een-goed-wachtwoord" });
    expect(res.status).toBe(410);
    expect(res.body.code).toBe("invitation_expired");
  });

  it("revokes, and resends with a new link that makes the old one unknown", async () => {
    const owner = await app.server.user();
    const email = newEmail();
    const { token: first, invitation } = await invite(owner, email);
    const before = app.smtp.messages.length;
    const resent = await owner.post(`/api/team/invitations/${invitation.id}/resend`);
    expect(resent.status).toBe(200);
    const second = invitationToken(await app.smtp.waitFor(email, before));
    expect(second).not.toBe(first);
    expect((await app.server.client().get(`/api/invitations/${first}`)).body).toEqual({ state: "unknown" });
    expect((await app.server.client().get(`/api/invitations/${second}`)).body.state).toBe("open");
    expect((await owner.delete(`/api/team/invitations/${invitation.id}`)).status).toBe(204);
    expect((await app.server.client().get(`/api/invitations/${second}`)).body).toEqual({ state: "revoked" });
    expect((await owner.get("/api/team/invitations")).body.invitations).toHaveLength(0);
    expect((await owner.post(`/api/team/invitations/${invitation.id}/resend`)).status).toBe(404);
  });

  it("answers unknown for a token that is not ours, and refuses inviting a member", async () => {
    expect((await app.server.client().get("/api/invitations/niet-goed")).body).toEqual({ state: "unknown" });
    expect((await app.server.client().get(`/api/invitations/${"a".repeat(43)}`)).body).toEqual({ state: "unknown" });
    const owner = await app.server.user();
    const reader = await app.server.member(owner, "reader");
    const res = await owner.post("/api/team/invitations", { email: reader.email, role: "editor" });
    expect(res.status).toBe(409);
    expect((await owner.post("/api/team/invitations", { email: "geen-adres", role: "reader" })).status).toBe(400);
    expect((await owner.post("/api/team/invitations", { email: newEmail(), role: "baas" })).status).toBe(400);
  });

  it("admits a new account from an invitation when sign-up is closed", async () => {
    const closed = await startTestServer({ SMTP_URL: app.smtp.url, SIGNUP_MODE: "closed" });
    try {
      // With sign-up closed nobody can found an organisation, so it and the invitation (its
      // token known to the test) are made directly in this server's database.
      const email = newEmail();
      const refused = await closed
        .client()
        .post("/api/auth/sign-up/email", { name: "X", email, password: "een-goed-wachtwoord" });
      expect(refused.status).toBe(403);
      const at = new Date().toISOString();
      await closed.db
        .insertInto("organisation")
        .values({ id: "org-closed", name: "Gesloten praktijk", created_at: at })
        .execute();
      await closed.db
        .insertInto("invitation")
        .values({
          id: randomUUID(),
          organisation_id: "org-closed",
          email,
          role: "editor",
          token_hash: hashToken("t".repeat(43)),
          invited_by: null,
          created_at: at,
          expires_at: new Date(Date.now() + 60_000).toISOString(),
        })
        .execute();
      const person = closed.client();
      const res = await person.post(`/api/invitations/${"t".repeat(43)}/sign-up`, {
        name: "Eva",
        password: "een-goed-wachtwoord",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const me = await meOf(person);
      expect(me.organisation).toMatchObject({ id: "org-closed", name: "Gesloten praktijk", role: "editor" });
      expect(me.organisations).toHaveLength(1);
      // Without an invitation it stays closed.
      expect(
        (
          await closed
            .client()
            .post("/api/auth/sign-up/email", { name: "Y", email: newEmail(), password: "een-goed-wachtwoord" })
        ).status,
      ).toBe(403);
    } finally {
      await closed.close();
    }
  });
});

describe("several organisations", () => {
  it("switches the session's organisation, refuses a foreign one, and falls back when removed", async () => {
    const ownerA = await app.server.user();
    await ownerA.patch("/api/organisation", { name: "Praktijk A" });
    const consultant = await app.server.user({ name: "Kwaliteitsadviseur" });
    await consultant.patch("/api/organisation", { name: "Eigen bureau" });
    const { token } = await invite(ownerA, consultant.email, "editor");
    // Accept signed in elsewhere: that session switches, this one still works in its own bureau.
    const other = app.server.client();
    expect(
      (await other.post("/api/auth/sign-in/email", { email: consultant.email, password: "een-goed-wachtwoord" }))
        .status,
    ).toBe(200);
    expect((await other.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    expect((await meOf(other)).organisation.name).toBe("Praktijk A");
    const me = await meOf(consultant);
    expect(me.organisation.name).toBe("Eigen bureau");
    expect(me.organisations.map((o: any) => o.name)).toEqual(["Eigen bureau", "Praktijk A"]);

    const a = me.organisations[1];
    const switched = await consultant.post("/api/organisation/switch", { organisationId: a.id });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ id: a.id, name: "Praktijk A", role: "editor" });
    expect((await meOf(consultant)).organisation.name).toBe("Praktijk A");
    // Requests are scoped to the chosen organisation.
    expect((await consultant.put("/api/kms/values/doelgroep", { value: "Voor A", baseRevision: 0 })).status).toBe(200);
    expect((await ownerA.get("/api/kms/values")).body.values.doelgroep.value).toBe("Voor A");

    const foreign = await app.server.user();
    const foreignId = (await meOf(foreign)).organisation.id;
    const refused = await consultant.post("/api/organisation/switch", { organisationId: foreignId });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(teamMessages.notAMemberThere);
    expect((await meOf(consultant)).organisation.name).toBe("Praktijk A");
    expect((await consultant.post("/api/organisation/switch", {})).status).toBe(400);

    // Removed from Praktijk A while working there: refused once (a code that says another
    // organisation is left), then back in the own bureau.
    await ownerA.delete(`/api/team/members/${me.user.id}`);
    const res = await consultant.get("/api/kms/values");
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("membership_ended");
    expect((await meOf(consultant)).organisation.name).toBe("Eigen bureau");
  });
});
