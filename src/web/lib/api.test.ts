import { describe, expect, it } from "vitest";
import { ApiRequestError, hasCode } from "./api";

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
