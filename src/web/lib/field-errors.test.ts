import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./field-errors";

describe("fieldErrors", () => {
  const schema = z.object({
    name: z.string().min(1, "Vul een naam in.").max(3, "Te lang."),
    email: z.email("Vul een geldig e-mailadres in."),
  });

  it("gives each field its first message and leaves valid fields out", () => {
    const checked = schema.safeParse({ name: "", email: "geen-adres" });
    expect(checked.success).toBe(false);
    expect(fieldErrors<"name" | "email">(checked.error!.issues)).toEqual({
      name: "Vul een naam in.",
      email: "Vul een geldig e-mailadres in.",
    });
    const one = schema.safeParse({ name: "abcd", email: "a@b.nl" });
    expect(fieldErrors(one.error!.issues)).toEqual({ name: "Te lang." });
  });

  it("keeps the first of several messages of one field", () => {
    const twice = z.object({ code: z.string().min(6, "Te kort.").regex(/^\d+$/, "Alleen cijfers.") });
    const checked = twice.safeParse({ code: "ab" });
    expect(checked.error!.issues).toHaveLength(2);
    expect(fieldErrors(checked.error!.issues)).toEqual({ code: "Te kort." });
  });
});
