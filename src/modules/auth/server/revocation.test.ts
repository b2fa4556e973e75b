/**
 * Ending a session counts on every server instance: two instances share one database here (the
 * same SQLite file, or the same PostgreSQL database), as behind a load balancer. On SQLite every
 * request reads the session. On PostgreSQL an instance keeps that read (auth/guard-cache.ts): the
 * instance that makes a change forgets at once, another one when it hears the database's notice,
 * moments later. The tests wait for B to have heard every notice committed so far
 * (sessionChangesHeard), and never longer.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, TestClient, type TestServer } from "../../../server/test/harness";
import { loadConfig } from "@core/server/config";
import { startServer, type RunningServer } from "../../../server/server";

let a: TestServer;
let b: RunningServer;
beforeAll(async () => {
  a = await startTestServer();
  b = await startServer(loadConfig({ ...a.env, PORT: "0" }));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A client on instance B that replays exactly the cookies a client on A holds now. */
function replayOnB(client: TestClient) {
  const cookie = client.cookieHeader;
  const send = (method: string, path: string, body?: unknown) =>
    fetch(b.url + path, {
      method,
      headers: { cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { get: (p: string) => send("GET", p), patch: (p: string, body: unknown) => send("PATCH", p, body) };
}

it("refuses the old cookie after sign-out, at once on this instance and on another once it heard", async () => {
  const user = await a.user();
  const onB = replayOnB(user);
  // Both instances have seen (and may remember) the session before it ends.
  expect((await user.get("/api/me")).status).toBe(200);
  expect((await onB.get("/api/me")).status).toBe(200);
  const oldCookie = user.cookieHeader;

  expect((await user.post("/api/auth/sign-out", {})).status).toBe(200);

  const again = await fetch(`${a.url}/api/me`, { headers: { cookie: oldCookie } });
  expect(again.status).toBe(401);
  await b.sessionChangesHeard();
  expect((await onB.get("/api/me")).status).toBe(401);
  expect((await onB.patch("/api/organisation", { name: "Na het uitloggen" })).status).toBe(401);
  const name = await a.db.selectFrom("organisation").select("name").where("name", "=", "Na het uitloggen").execute();
  expect(name).toEqual([]);
});

it("refuses every session of a user when they are revoked (password change, 'end other sessions')", async () => {
  const user = await a.user();
  const onB = replayOnB(user);
  expect((await onB.get("/api/me")).status).toBe(200);
  const id = (await user.get("/api/me")).body.user.id;
  // What better-auth does on a password change (revokeOtherSessions) or 'end other sessions'.
  await a.db.deleteFrom("session").where("userId", "=", id).execute();
  expect((await user.get("/api/me")).status).toBe(401);
  await b.sessionChangesHeard();
  expect((await onB.get("/api/me")).status).toBe(401);
});

it("refuses a removed member on another instance, without giving them an organisation", async () => {
  const user = await a.user();
  const onB = replayOnB(user);
  expect((await onB.get("/api/organisation")).status).toBe(200);
  const id = (await user.get("/api/me")).body.user.id;
  await a.db.deleteFrom("membership").where("user_id", "=", id).execute();
  await b.sessionChangesHeard();
  const res = await onB.get("/api/organisation");
  expect(res.status).toBe(403);
  expect((await res.json()).code).toBe("no_membership");
  expect(await a.db.selectFrom("membership").select("user_id").where("user_id", "=", id).execute()).toEqual([]);
});

it("serves a changed name and e-mail address, also on an instance that cached the session", async () => {
  const user = await a.user({ name: "Oude Naam" });
  const onB = replayOnB(user);
  expect((await (await onB.get("/api/me")).json()).user.name).toBe("Oude Naam");
  expect((await user.post("/api/auth/update-user", { name: "Nieuwe Naam" })).status).toBe(200);
  const email = `nieuw-${Date.now()}@voorbeeld.nl`;
  // Without SMTP_URL the address changes at once.
  expect(
    (await user.post("/api/auth/change-email", { newEmail: email, currentPassword: "een-goed-wachtwoord" })).status,
  ).toBe(200);
  await b.sessionChangesHeard();
  const me = (await (await onB.get("/api/me")).json()).user;
  expect(me).toMatchObject({ name: "Nieuwe Naam", email });
});
