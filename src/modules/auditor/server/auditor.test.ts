/**
 * Auditor access through the real server: owners make, list, revoke and mail links (mail through a
 * real SMTP server in this process); the token is stored hashed and never logged; the link opens the
 * handbook and the documents of its own organisation and nothing else; expired and revoked links are
 * refused; every use is recorded; failed tokens and openings are rate limited; answers are noindex.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { startTestServer, type TestClient, type TestServer } from "../../../server/test/harness";
import { startTestSmtp, type TestSmtp } from "../../../server/test/smtp";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import { sessionCookieName } from "@modules/auth/server/session-cache";
import { auditorMessages } from "../messages";
import { hashAuditorToken } from "./links";

let smtp: TestSmtp;
let server: TestServer;
/** Everything the server wrote to the console during these tests. */
const logged: string[] = [];
beforeAll(async () => {
  // Captured, not echoed: the debug log of a whole test server is long.
  const capture = (...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "));
  };
  for (const method of ["log", "error", "warn", "info", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation(capture);
  }
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, LOG_LEVEL: "debug" });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  vi.restoreAllMocks();
});

/** Every token handed out in these tests, to look for in the database and the logs. */
const tokens: string[] = [];

const tokenOf = (url: string) => {
  const match = /\/auditor#([A-Za-z0-9_-]{43})$/.exec(url);
  if (!match) throw new Error(`no auditor link: ${url}`);
  tokens.push(match[1]!);
  return match[1]!;
};

async function createLink(owner: TestClient, input: Record<string, unknown> = {}) {
  const res = await owner.post("/api/auditor/links", { name: "Ada Auditor", email: "ada@audit.nl", ...input });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { link: res.body.link, url: res.body.url as string, token: tokenOf(res.body.url) };
}

/** The auditor: no cookies, the token in the Authorization header. */
const auditor = (token: string) => {
  const client = server.client();
  return {
    get: (path: string) => client.request("GET", path, undefined, { authorization: `Bearer ${token}` }),
    fetch: (path: string) => client.fetch(path, { headers: { authorization: `Bearer ${token}` } }),
  };
};

/** An organisation with a name, a text and a document. */
async function organisation(tag: string) {
  const owner = await server.user({ name: `Eigenaar ${tag}` });
  expect((await owner.patch("/api/organisation", { name: `Praktijk ${tag}` })).status).toBe(200);
  const text = await owner.put("/api/kms/values/missie-en-visie", { value: `Missie van ${tag}.`, baseRevision: 0 });
  expect(text.status).toBe(200);
  const bytes = Buffer.from(`Notulen van ${tag} — ${randomBytes(8).toString("hex")}`);
  await tusUpload(owner, bytes, meta(`Overleg ${tag}.pdf`, "notulen"));
  const files = (await owner.get("/api/documents?category=notulen")).body.files;
  return { owner, bytes, documentId: files[0].id as string };
}

describe("managing links (Eigenaar)", () => {
  it("creates a link (default 14 days) whose URL is answered once and whose token is stored only hashed", async () => {
    const { owner } = await organisation("Alfa");
    const before = Date.now();
    const { link, url, token } = await createLink(owner, { name: "  Ada Auditor ", email: "Ada@Audit.NL" });
    expect(url).toBe(`http://localhost:3000/auditor#${token}`);
    expect(link).toMatchObject({
      name: "Ada Auditor",
      email: "ada@audit.nl",
      status: "active",
      createdBy: "Eigenaar Alfa",
    });
    expect(link.lastUsedAt).toBeNull();
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(14 - 0.01);
    expect(days).toBeLessThan(14.01);

    const row = await server.db
      .selectFrom("auditor_link")
      .selectAll()
      .where("id", "=", link.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashAuditorToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // The list never carries the link again.
    const list = await owner.get("/api/auditor/links");
    expect(list.status).toBe(200);
    expect(list.body.links).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(list.body.links[0]).toMatchObject({ id: link.id, status: "active", access: [] });
  });

  it("refuses bad input with a Dutch 400 and stores nothing", async () => {
    const { owner } = await organisation("Beta");
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", email: "a@b.nl" }, auditorMessages.nameMissing],
      [{ name: "x".repeat(121), email: "a@b.nl" }, auditorMessages.nameTooLong],
      [{ name: "Ada\nAuditor", email: "a@b.nl" }, auditorMessages.nameOneLine],
      [{ name: "Ada", email: "geen-adres" }, "Vul een geldig e-mailadres in."],
      [{ name: "Ada", email: "a@b.nl", days: 0 }, auditorMessages.daysInvalid],
      [{ name: "Ada", email: "a@b.nl", days: 31 }, auditorMessages.daysInvalid],
      [{ name: "Ada", email: "a@b.nl", days: 2.5 }, auditorMessages.daysInvalid],
      [{ name: "Ada", email: "a@b.nl", days: "7" }, auditorMessages.daysInvalid],
    ];
    for (const [input, message] of cases) {
      const res = await owner.post("/api/auditor/links", input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.message, JSON.stringify(input)).toBe(message);
    }
    expect((await owner.post("/api/auditor/links", { name: "Ada", email: "a@b.nl", extra: 1 })).status).toBe(400);
    expect((await owner.post("/api/auditor/links", "{niet json")).status).toBe(400);
    expect((await owner.get("/api/auditor/links")).body.links).toEqual([]);
    // 1 and 30 days are fine.
    await createLink(owner, { days: 1 });
    await createLink(owner, { days: 30 });
  });

  it("only an Eigenaar manages links: a Bewerker and a Lezer get 403", async () => {
    const { owner } = await organisation("Gamma");
    const { link } = await createLink(owner);
    for (const role of ["editor", "reader"] as const) {
      const member = await server.member(owner, role);
      for (const res of [
        await member.get("/api/auditor/links"),
        await member.post("/api/auditor/links", { name: "Ada", email: "a@b.nl" }),
        await member.post(`/api/auditor/links/${link.id}/revoke`),
        await member.post(`/api/auditor/links/${link.id}/mail`, { token: "x".repeat(43) }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe("Alleen een eigenaar kan auditoren toegang geven.");
      }
    }
    expect((await owner.get("/api/auditor/links")).body.links).toHaveLength(1);
    // Signed out: 401.
    expect((await server.client().get("/api/auditor/links")).status).toBe(401);
  });

  it("revokes at once; another organisation's link is not found", async () => {
    const { owner } = await organisation("Delta");
    const { link, token } = await createLink(owner);
    expect((await auditor(token).get("/api/auditor-view")).status).toBe(200);
    const other = await organisation("Epsilon");
    expect((await other.owner.post(`/api/auditor/links/${link.id}/revoke`)).status).toBe(404);
    expect((await other.owner.post("/api/auditor/links/not-a-uuid/revoke")).status).toBe(404);
    expect((await auditor(token).get("/api/auditor-view")).status).toBe(200);

    const revoked = await owner.post(`/api/auditor/links/${link.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.link).toMatchObject({ status: "revoked" });
    const res = await auditor(token).get("/api/auditor-view");
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "auditor_link_revoked", message: "Deze link is ingetrokken." });
    // Revoking again changes nothing.
    const again = await owner.post(`/api/auditor/links/${link.id}/revoke`);
    expect(again.body.link.revokedAt).toBe(revoked.body.link.revokedAt);
  });

  it("mails the link to the auditor in Dutch (text and HTML), only with this link's own token", async () => {
    const { owner } = await organisation("Zeta");
    const { link, token, url } = await createLink(owner, { name: "Bram Beoordelaar", email: "bram@audit.nl", days: 3 });
    const other = await createLink(owner, { email: "ander@audit.nl" });
    const wrong = await owner.post(`/api/auditor/links/${link.id}/mail`, { token: other.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(auditorMessages.mailWrongToken);
    expect((await owner.post(`/api/auditor/links/${link.id}/mail`, { token: "kort" })).status).toBe(400);

    const before = smtp.messages.length;
    const res = await owner.post(`/api/auditor/links/${link.id}/mail`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await smtp.waitFor("bram@audit.nl", before);
    expect(mail.subject).toBe("Kwaliteitshandboek van Praktijk Zeta inzien");
    expect(mail.text).toContain("Beste Bram Beoordelaar,");
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(url);
    expect(mail.html).toContain('lang="nl"');

    await owner.post(`/api/auditor/links/${link.id}/revoke`);
    const late = await owner.post(`/api/auditor/links/${link.id}/mail`, { token });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(auditorMessages.linkNotActive);
  });

  it("mails at most AUDITOR_MAIL_HOURLY_LIMIT (10) links an hour per user, then answers 429 in Dutch", async () => {
    const { owner } = await organisation("Mailvloed");
    const { link, token } = await createLink(owner, { name: "Vera Vloed", email: "vera@audit.nl" });
    const before = smtp.messages.length;
    for (let i = 0; i < 10; i++) {
      expect((await owner.post(`/api/auditor/links/${link.id}/mail`, { token })).status).toBe(200);
    }
    const refused = await owner.post(`/api/auditor/links/${link.id}/mail`, { token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(auditorMessages.mailTooMany);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await expect.poll(() => smtp.messages.slice(before).filter((m) => m.to.includes("vera@audit.nl")).length).toBe(10);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.slice(before).filter((m) => m.to.includes("vera@audit.nl"))).toHaveLength(10);
    // Another organisation is not held back by this one.
    const other = await organisation("Mailrust");
    const fresh = await createLink(other.owner, { email: "rust@audit.nl" });
    expect((await other.owner.post(`/api/auditor/links/${fresh.link.id}/mail`, { token: fresh.token })).status).toBe(
      200,
    );
  });
});

describe("the auditor's link", () => {
  it("opens the handbook and the documents of its organisation, noindex, and records every use", async () => {
    const { owner, bytes, documentId } = await organisation("Eta");
    const { link, token } = await createLink(owner, { name: "Cora Controle" });
    const view = await auditor(token).get("/api/auditor-view");
    expect(view.status).toBe(200);
    expect(view.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(view.headers.get("cache-control")).toBe("private, no-store");
    expect(view.body).toMatchObject({ organisationName: "Praktijk Eta", auditorName: "Cora Controle" });
    expect(view.body.expiresAt).toBe(link.expiresAt);
    expect(view.body.handbook.titlePage.organisation).toBe("Praktijk Eta");
    expect(JSON.stringify(view.body.handbook)).toContain("Missie van Eta.");
    expect(view.body.documents).toEqual([
      expect.objectContaining({ id: documentId, name: "Overleg Eta.pdf", category: "notulen", size: bytes.length }),
    ]);

    const file = await auditor(token).fetch(`/api/auditor-view/documents/${documentId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect(file.headers.get("content-disposition")).toContain("Overleg%20Eta.pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);

    const [listed] = (await owner.get("/api/auditor/links")).body.links;
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.access).toEqual([
      expect.objectContaining({ kind: "document", documentName: "Overleg Eta.pdf" }),
      expect.objectContaining({ kind: "opened", documentName: null }),
    ]);
    const rows = await server.db.selectFrom("auditor_access").selectAll().where("link_id", "=", link.id).execute();
    expect(rows).toHaveLength(2);
    const organisationId = await organisationIdOf(owner);
    for (const row of rows) expect(row.organisation_id).toBe(organisationId);
    expect(rows.find((r) => r.kind === "document")?.document_id).toBe(documentId);
    expect(rows[0]!.client_address).toMatch(/127\.0\.0\.1/);
  });

  it("never sees another organisation: its document id answers 404 and is not recorded", async () => {
    const a = await organisation("Theta");
    const b = await organisation("Iota");
    const { token, link } = await createLink(a.owner);
    const view = await auditor(token).get("/api/auditor-view");
    expect(JSON.stringify(view.body)).not.toContain("Iota");
    const res = await auditor(token).get(`/api/auditor-view/documents/${b.documentId}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(auditorMessages.documentNotFound);
    expect((await auditor(token).get(`/api/auditor-view/documents/${randomUUID()}`)).status).toBe(404);
    expect((await auditor(token).get("/api/auditor-view/documents/..%2f..%2fetc")).status).toBe(404);
    const kinds = await server.db.selectFrom("auditor_access").select("kind").where("link_id", "=", link.id).execute();
    expect(kinds.map((k) => k.kind)).toEqual(["opened"]);
    // B's own link sees B.
    const bLink = await createLink(b.owner);
    expect((await auditor(bLink.token).get(`/api/auditor-view/documents/${b.documentId}`)).status).toBe(200);
  });

  it("refuses an expired, an unknown and a missing token with a clear Dutch answer", async () => {
    const { owner, documentId } = await organisation("Kappa");
    const { link, token } = await createLink(owner, { days: 1 });
    await server.db
      .updateTable("auditor_link")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", link.id)
      .execute();
    for (const path of ["/api/auditor-view", `/api/auditor-view/documents/${documentId}`]) {
      const res = await auditor(token).get(path);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "auditor_link_expired", message: "Deze link is verlopen." });
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
    expect((await owner.get("/api/auditor/links")).body.links[0].status).toBe("expired");

    const unknown = await auditor(randomBytes(32).toString("base64url")).get("/api/auditor-view");
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(auditorMessages.unknown);
    const missing = await server.client().get("/api/auditor-view");
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe(auditorMessages.missing);
    expect((await auditor("a b").get("/api/auditor-view")).status).toBe(401);
  });

  it("works nowhere else: every signed-in API route answers 401 with the token (header, cookie or query)", async () => {
    const { owner, documentId } = await organisation("Lambda");
    const { token, link } = await createLink(owner);
    const routes: [string, string][] = [
      ["GET", "/api/me"],
      ["GET", "/api/organisation"],
      ["PATCH", "/api/organisation"],
      ["POST", "/api/organisation/switch"],
      ["GET", "/api/kms/values"],
      ["PUT", "/api/kms/values/missie-en-visie"],
      ["GET", "/api/kms/events"],
      ["GET", "/api/documents?category=notulen"],
      ["GET", `/api/documents/${documentId}/content`],
      ["DELETE", `/api/documents/${documentId}`],
      ["POST", "/api/documents/uploads"],
      ["GET", "/api/billing/access"],
      ["GET", "/api/billing/subscription"],
      ["POST", "/api/billing/checkout"],
      ["GET", "/api/team/members"],
      ["GET", "/api/team/invitations"],
      ["POST", "/api/team/invitations"],
      ["GET", "/api/handbook"],
      ["GET", "/api/handbook/export.pdf"],
      ["GET", "/api/handbook/export.docx"],
      ["GET", "/api/account/sessions"],
      ["GET", "/api/auditor/links"],
      ["POST", "/api/auditor/links"],
      ["POST", `/api/auditor/links/${link.id}/revoke`],
    ];
    const cookieName = sessionCookieName(false);
    const ways: Record<string, (path: string) => [string, Record<string, string>]> = {
      bearer: (p) => [p, { authorization: `Bearer ${token}` }],
      cookie: (p) => [p, { cookie: `${cookieName}=${token}` }],
      "plain cookie": (p) => [p, { cookie: `auditor=${token}; token=${token}` }],
      query: (p) => [`${p}${p.includes("?") ? "&" : "?"}token=${token}`, {}],
    };
    for (const [method, path] of routes) {
      for (const [way, make] of Object.entries(ways)) {
        const [url, headers] = make(path);
        const res = await server.client().request(method, url, method === "GET" ? undefined : {}, headers);
        expect([401, 403], `${way} ${method} ${path}: ${res.status}`).toContain(res.status);
      }
    }
    // better-auth sees no session in it either.
    const session = await server.client().request("GET", "/api/auth/get-session", undefined, {
      authorization: `Bearer ${token}`,
      cookie: `${cookieName}=${token}`,
    });
    expect(session.body).toBeNull();
    // And the auditor view does not take the token from a query or a cookie.
    expect((await server.client().get(`/api/auditor-view?token=${token}`)).status).toBe(401);
    expect(
      (await server.client().request("GET", "/api/auditor-view", undefined, { cookie: `${cookieName}=${token}` }))
        .status,
    ).toBe(401);
    // Nothing changed on the way.
    expect((await owner.get("/api/auditor/links")).body.links[0].status).toBe("active");
  });

  it("serves the auditor's page with X-Robots-Tag: noindex", async () => {
    const res = await server.client().fetch("/auditor");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});

describe("rate limits and logs", () => {
  let limited: TestServer;
  beforeAll(async () => {
    // No SMTP_URL: mails would go to the log, so mailing an auditor link is refused there.
    limited = await startTestServer({ AUTH_RATE_LIMIT: "3", LOG_LEVEL: "debug" });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("answers 429 in Dutch after too many failed tokens, and after too many openings", async () => {
    const bad = () =>
      limited.client().request("GET", "/api/auditor-view", undefined, {
        authorization: `Bearer ${randomBytes(32).toString("base64url")}`,
      });
    // 'auditor-open' counts each of these too; 3 allowed per minute.
    for (let i = 0; i < 3; i++) expect((await bad()).status).toBe(401);
    const refused = await bad();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Te veel pogingen\. Probeer het over \d+ seconden opnieuw\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("x-robots-tag")).toBe("noindex, nofollow");

    // Failed document requests count as failures as well (their own counter, not the openings').
    await limited.db.deleteFrom("rate_limit").execute();
    const owner = await limited.user();
    const { url } = (await owner.post("/api/auditor/links", { name: "Ada", email: "ada@audit.nl" })).body;
    const token = tokenOf(url);
    const fetchWith = (t: string, path: string) =>
      limited.client().request("GET", path, undefined, { authorization: `Bearer ${t}` });
    for (let i = 0; i < 3; i++)
      expect((await fetchWith("x".repeat(43), `/api/auditor-view/documents/${randomUUID()}`)).status).toBe(401);
    expect((await fetchWith("x".repeat(43), `/api/auditor-view/documents/${randomUUID()}`)).status).toBe(429);

    // Openings with a good token: 3 per minute.
    await limited.db.deleteFrom("rate_limit").execute();
    for (let i = 0; i < 3; i++) expect((await fetchWith(token, "/api/auditor-view")).status).toBe(200);
    expect((await fetchWith(token, "/api/auditor-view")).status).toBe(429);
  });

  it("does not mail (nor log) a link when mail is not configured", async () => {
    const owner = await limited.user();
    const created = await owner.post("/api/auditor/links", { name: "Ada", email: "ada@audit.nl" });
    const token = tokenOf(created.body.url);
    const res = await owner.post(`/api/auditor/links/${created.body.link.id}/mail`, { token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(auditorMessages.mailDisabled);
    // Other mail does go to the log here: proof that the log is being read below.
    expect((await owner.post("/api/team/invitations", { email: "collega@voorbeeld.nl", role: "reader" })).status).toBe(
      201,
    );
  });

  it("never wrote a token to the logs", () => {
    expect(tokens.length).toBeGreaterThan(5);
    expect(logged.some((line) => line.includes("geen SMTP_URL ingesteld"))).toBe(true);
    for (const token of tokens) {
      for (const line of logged) expect(line).not.toContain(token);
    }
  });
});

async function organisationIdOf(client: TestClient): Promise<string> {
  return (await client.get("/api/me")).body.organisation.id;
}
