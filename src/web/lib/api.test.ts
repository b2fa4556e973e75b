import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError, hasCode, send, timing } from "./api";

describe("ApiRequestError", () => {
  it("carries the server's code when it is one of the shared list, else http_<status>", () => {
    expect(new ApiRequestError(400, "INVALID_PASSWORD", "Het huidige wachtwoord klopt niet.").code).toBe(
      "INVALID_PASSWORD",
    );
    expect(new ApiRequestError(0, "network", "Geen verbinding").code).toBe("network");
    expect(new ApiRequestError(502, "<html>", "").code).toBe("http_502");
  });

  it("is recognised by its code, never by its message", () => {
    const error = new ApiRequestError(400, "INVALID_PASSWORD", "Een andere tekst");
    expect(hasCode(error, "INVALID_PASSWORD")).toBe(true);
    expect(hasCode(error, "same_email", "email_taken")).toBe(false);
    expect(hasCode(new Error("INVALID_PASSWORD"), "INVALID_PASSWORD")).toBe(false);
  });
});

describe("one error path for every call", () => {
  // A real server at the network edge: a proxy's HTML page, our error body, and no answer at all.
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/proxy")
        res.writeHead(502, { "content-type": "text/html" }).end("<html><body>Bad gateway</body></html>");
      else if (req.url === "/refused")
        res
          .writeHead(409, { "content-type": "application/json" })
          .end(JSON.stringify({ code: "conflict", message: "Iemand anders heeft dit al gewijzigd." }));
      // "/hangs": never answered.
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const failure = (path: string, timeoutMs?: number) =>
    send(`${base}${path}`, {}, timeoutMs).then(
      () => expect.fail("the call should fail"),
      (e: unknown) => e as ApiRequestError,
    );

  it("turns an answer without our error body into http_<status> with a general Dutch message", async () => {
    const error = await failure("/proxy");
    expect(error).toBeInstanceOf(ApiRequestError);
    expect([error.status, error.code, error.message]).toEqual([
      502,
      "http_502",
      "Er ging iets mis. Probeer het opnieuw.",
    ]);
  });

  it("keeps the server's code, message and body", async () => {
    const error = await failure("/refused");
    expect([error.status, error.code, error.message]).toEqual([
      409,
      "conflict",
      "Iemand anders heeft dit al gewijzigd.",
    ]);
    expect(error.body).toMatchObject({ code: "conflict" });
  });

  it("gives up on a server that does not answer, with the code 'timeout' and a Dutch message", async () => {
    const error = await failure("/hangs", 300);
    expect([error.status, error.code, error.message]).toEqual([
      0,
      "timeout",
      "De server antwoordt niet. Probeer het opnieuw.",
    ]);
    expect(timing.requestMs).toBe(30_000);
  });

  it("no connection is 'network'", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await send(`http://127.0.0.1:${port}/`).catch((e: unknown) => e as ApiRequestError);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).code).toBe("network");
  });

  it("an abort by the caller stays an abort, not an error to show", async () => {
    const controller = new AbortController();
    const call = send(`${base}/hangs`, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });
});
