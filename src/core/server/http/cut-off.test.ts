/**
 * A request whose body is cut off changes nothing: the client declares more bytes than it sends and
 * closes its side of the connection. The route must not run, also a route that reads no body
 * (adding a goal set, a new survey link), whose write would otherwise start as soon as the
 * headers are in.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import { startTestServer, TEST_ORIGIN, type TestClient, type TestServer } from "../../../server/test/harness";
import { GOAL_SETS_NAME } from "@norm/kms-names";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/**
 * Sends the headers with Content-Length: 500 (or chunked), then 10 bytes, then half-closes;
 * resolves with what came back.
 */
function sendCutOff(client: TestClient, method: string, path: string, chunked = false): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: "127.0.0.1", allowHalfOpen: true }, () => {
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\nCookie: ${client.cookieHeader}\r\n` +
          "Content-Type: application/json\r\n" +
          (chunked ? 'Transfer-Encoding: chunked\r\n\r\n1f4\r\n{"a": "b"' : 'Content-Length: 500\r\n\r\n{"a": "b"'),
      );
      socket.end();
    });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

const goalSets = async (client: TestClient) =>
  ((await client.get("/api/kms/values")).body.values[GOAL_SETS_NAME]?.value as string[] | undefined) ?? [];

describe("a body cut off before its declared length", () => {
  it("adds no goal set", async () => {
    const owner = await server.user();
    expect((await owner.post("/api/kms/goal-sets/first")).status).toBe(201);
    const before = await goalSets(owner);
    const answer = await sendCutOff(owner, "POST", "/api/kms/goal-sets");
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
    await sleep(1000);
    expect(await goalSets(owner)).toEqual(before);
  });

  it("adds no goal set when the body was sent in chunks", async () => {
    const owner = await server.user();
    expect((await owner.post("/api/kms/goal-sets/first")).status).toBe(201);
    const before = await goalSets(owner);
    const answer = await sendCutOff(owner, "POST", "/api/kms/goal-sets", true);
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
    await sleep(1000);
    expect(await goalSets(owner)).toEqual(before);
  });

  it("renews no survey link", async () => {
    const owner = await server.user();
    const link = (await owner.post("/api/surveys/link")).body.link.url as string;
    const answer = await sendCutOff(owner, "POST", "/api/surveys/link");
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
    await sleep(1000);
    expect((await owner.get("/api/surveys")).body.link.url).toBe(link);
  });

  it("saves no KMS value", async () => {
    const owner = await server.user();
    const answer = await sendCutOff(owner, "PUT", "/api/kms/values/missie-en-visie");
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
    await sleep(200);
    expect((await owner.get("/api/kms/values")).body.values["missie-en-visie"]).toBeUndefined();
  });
});
