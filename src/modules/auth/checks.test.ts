import { founderSignUpSchema, signInSchema } from "./schemas";
import { organisationNameSchema } from "@modules/organisation/schemas";
import { waitlistSchema } from "@modules/waitlist/schemas";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkOrganisationName, checkSignIn, checkSignUp, checkWaitlist, type CheckResult } from "./checks";

/** The zod answer in the shape of the plain checks: the data, or the first message per field. */
function viaZod(schema: z.ZodType, form: unknown): CheckResult<Record<string, string>> {
  const parsed = schema.safeParse(form);
  if (parsed.success) return { ok: true, data: parsed.data as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

const long = (n: number, c = "a") => c.repeat(n);
const names = [
  "Anna de Vries",
  "  Piet  ",
  "",
  "   ",
  "\t",
  long(100),
  long(101),
  ` ${long(100)} `,
  "An\u0000na",
  "Ann\u001b",
  "Ann\u0085a",
  "Zoë ’t Hart",
  undefined,
  42,
];
const emails = [
  "anna@voorbeeld.nl",
  "  Anna.de.Vries@Voorbeeld.NL ",
  "",
  "anna",
  "anna@",
  "anna@voorbeeld",
  "anna@@voorbeeld.nl",
  ".anna@voorbeeld.nl",
  "an..na@voorbeeld.nl",
  "anna.@voorbeeld.nl",
  "an'na+tag@sub.voorbeeld.nl",
  "anna@-voorbeeld.nl",
  "anna@voorbeeld.n",
  "zoë@voorbeeld.nl",
  `${long(64)}@${long(186)}.nl`, // 254 characters: just allowed
  `${long(64)}@${long(187)}.nl`, // 255
  `${long(250)}@x`,
  undefined,
  null,
];
const passwords = [
  "een-goed-wachtwoord",
  "",
  "kort",
  long(9),
  long(10),
  long(128),
  long(129),
  " ".repeat(10),
  undefined,
  1234567890,
];

const organisationNames = [
  "Praktijk De Linde",
  "  Jeugdhulp ’t Anker ",
  "",
  "  ",
  "Praktijk\nDe Linde",
  "Praktijk\tDe Linde",
  long(120),
  long(121),
  "Prak\u0000tijk",
  "Prak\u0085tijk",
  undefined,
  7,
];

describe("auth checks without zod", () => {
  it("answer sign-up forms as the server's zod schema does", () => {
    for (const name of names)
      for (const email of emails)
        for (const password of passwords) {
          const form = { name, email, password, organisationName: "Praktijk" };
          expect(checkSignUp(form), JSON.stringify(form)).toEqual(viaZod(founderSignUpSchema, form));
        }
    for (const organisationName of organisationNames) {
      const form = { name: "Anna", email: "anna@voorbeeld.nl", password: "een-goed-wachtwoord", organisationName };
      expect(checkSignUp(form), JSON.stringify(form)).toEqual(viaZod(founderSignUpSchema, form));
    }
  });

  it("answer sign-in and waitlist forms as the zod schemas do", () => {
    for (const email of emails) {
      expect(checkWaitlist({ email }), String(email)).toEqual(viaZod(waitlistSchema, { email }));
      for (const password of passwords) {
        const form = { email, password };
        expect(checkSignIn(form), JSON.stringify(form)).toEqual(viaZod(signInSchema, form));
      }
    }
  });

  it("answer the organisation's name (Instellingen, Overzicht) as the server's zod schema does", () => {
    const schema = z.object({ organisationName: organisationNameSchema });
    for (const organisationName of organisationNames)
      expect(checkOrganisationName({ organisationName }), String(organisationName)).toEqual(
        viaZod(schema, { organisationName }),
      );
  });

  it("give the Dutch message a person reads next to the field", () => {
    expect(checkSignUp({ name: " ", email: "anna", password: "kort" })).toEqual({
      ok: false,
      errors: {
        name: "Vul uw naam in.",
        email: "Vul een geldig e-mailadres in.",
        password: "Het wachtwoord moet minstens 10 tekens hebben.",
        organisationName: "Vul een organisatienaam in.",
      },
    });
    expect(checkSignIn({ email: " Anna@Voorbeeld.nl ", password: "x" })).toEqual({
      ok: true,
      data: { email: "anna@voorbeeld.nl", password: "x" },
    });
  });
});
