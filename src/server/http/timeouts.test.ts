/**
 * Slow or stalled clients cannot hold connections: the server ends a request whose headers or body
 * do not arrive in time (timeouts made small here through the configuration).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { connect, type Socket } from "node:net";
import { startTestServer, type TestServer } from "../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ HTTP_HEADERS_TIMEOUT_MS: "500", HTTP_REQUEST_TIMEOUT_MS: "1000" });
});
afterAll(async () => server?.close());

function open(): Promise<Socket> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Resolves when the server ends the connection, with what it sent and how long that took. */
function ended(socket: Socket, since: number): Promise<{ ms: number; received: string }> {
  let received = "";
  socket.on("data", (d) => (received += d));
  socket.on("error", () => undefined);
  return new Promise((resolve) => socket.once("close", () => resolve({ ms: Date.now() - since, received })));
}

it("ends a request whose body is shorter than its Content-Length, with 408, within the request timeout", async () => {
  const socket = await open();
  const start = Date.now();
  const closed = ended(socket, start);
  socket.write(
    "POST /api/waitlist HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n" +
      '{"email":',
  );
  const { ms, received } = await closed;
  expect(received).toMatch(/^HTTP\/1\.1 408 /);
  expect(ms).toBeGreaterThanOrEqual(900);
  expect(ms).toBeLessThan(3000);
}, 10_000);

it("closes slow-loris connections after the headers timeout, and serves others meanwhile", async () => {
  const start = Date.now();
  const sockets = await Promise.all(Array.from({ length: 5 }, open));
  const closings = sockets.map((s) => ended(s, start));
  // Each keeps trickling header bytes, never finishing them.
  const trickle = setInterval(() => {
    for (const s of sockets)
      if (!s.destroyed) s.write(s.bytesWritten === 0 ? "GET /api/health HTTP/1.1\r\n" : "X-A: b\r\n");
  }, 50);
  try {
    const healthy = await fetch(`${server.url}/api/health`);
    expect(healthy.status).toBe(200);
    const results = await Promise.all(closings);
    for (const { ms } of results) expect(ms).toBeLessThan(2500);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    clearInterval(trickle);
    sockets.forEach((s) => s.destroy());
  }
}, 10_000);
