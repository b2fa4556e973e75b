/**
 * Error codes are one shared list (src/core/shared/errors.ts): ApiError takes only those (the type
 * checker sees to that); this checks the error bodies written as literals, the list itself, and
 * that a better-auth code outside the list does not leave the server.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { errorCodes, isErrorCode } from "@core/shared/errors";
import { translate } from "@modules/auth/server/translate";

const srcDir = path.resolve(import.meta.dirname, "../../..");
/** The server's code: the composition root, core's plumbing and every module's server/. */
const serverDirs = [
  "server",
  "core/server",
  ...readdirSync(path.join(srcDir, "modules"), { withFileTypes: true })
    .filter((m) => m.isDirectory())
    .map((m) => `modules/${m.name}/server`),
]
  .map((d) => path.join(srcDir, d))
  .filter((d) => statSync(d, { throwIfNoEntry: false })?.isDirectory());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "test" ? [] : sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("error codes", () => {
  it("are listed once each", () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it("cover every code the server writes into an error body by hand", () => {
    const written = new Map<string, string>();
    for (const file of serverDirs.flatMap(sourceFiles)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/\bcode: "([A-Za-z_]+)"|errorJson\(\s*"([A-Za-z_]+)"/g)) {
        written.set(match[1] ?? match[2]!, path.relative(srcDir, file));
      }
    }
    expect(written.size).toBeGreaterThan(3);
    const unknown = [...written].filter(([code]) => !isErrorCode(code));
    expect(unknown).toEqual([]);
  });

  it("of better-auth outside the list reach the web app as 'auth_error', with a Dutch message", async () => {
    const unknown = await translate(Response.json({ code: "SOMETHING_NEW", message: "Oops" }, { status: 400 }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      code: "auth_error",
      message: "Inloggen of registreren is niet gelukt. Probeer het opnieuw.",
    });
    const known = await translate(
      Response.json({ code: "INVALID_PASSWORD", message: "Invalid password" }, { status: 400 }),
    );
    expect(await known.json()).toEqual({ code: "INVALID_PASSWORD", message: "Het wachtwoord klopt niet." });
  });
});
