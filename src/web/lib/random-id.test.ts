import { afterEach, describe, expect, it, vi } from "vitest";
import { idSchema } from "@norm/kms-values";
import { randomId } from "./random-id";

afterEach(() => vi.unstubAllGlobals());

describe("randomId", () => {
  it("works where crypto.randomUUID does not exist (plain http on a network address)", () => {
    const insecure = { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) };
    vi.stubGlobal("crypto", insecure);
    expect("randomUUID" in globalThis.crypto).toBe(false);
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(idSchema.safeParse(id).success).toBe(true); // the server accepts it as a row id
    }
  });
});
