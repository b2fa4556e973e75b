/**
 * One word per thing, in plain Dutch (issue 21): scans every text a person can see — string literals
 * and JSX text of the web app and the shared messages, the legal pages' texts, and the server's
 * messages files, mails, pages and error messages — for words we replaced, so they cannot come back. Comments and identifiers are not texts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string, extension = /\.tsx?$/): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => extension.test(f) && !/\.test\.tsx?$/.test(f) && !f.split(path.sep).includes("test"))
    .map((f) => path.join(dir, f).split(path.sep).join("/"));
}

/** A content file (the legal pages' texts), line by line. */
const linesOf = (file: string): Text[] =>
  readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .map((text, i) => ({ file, line: i + 1, text }));

type Text = { file: string; line: number; text: string };

/** Every string literal, template text and JSX text of a file; with onlyErrors, only ApiError messages. */
function textsOf(file: string, onlyErrors = false): Text[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
  const texts: Text[] = [];
  const add = (node: ts.Node, text: string) =>
    texts.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const collect = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node))
      add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join("…"));
    else if (ts.isJsxText(node)) add(node, node.text);
    ts.forEachChild(node, collect);
  };
  const visit = (node: ts.Node) => {
    if (onlyErrors && ts.isNewExpression(node) && node.expression.getText(source) === "ApiError") {
      node.arguments?.slice(2).forEach(collect);
      return;
    }
    if (!onlyErrors) return collect(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const webAndShared = [...sourceFiles("src/web"), ...sourceFiles("src/shared")];
const serverPages = sourceFiles("src/server").filter((f) => /\/(messages|mails|unsubscribe|links)\.ts$/.test(f));
// The webhook's answers go to the payment provider's servers, not to a person.
const serverErrors = sourceFiles("src/server").filter((f) => f !== "src/server/billing/webhook.ts");
/** An error code such as 'stripe_unreachable' is an identifier, not a text a person reads. */
const isCode = (t: Text) => /^[a-z0-9]+(_[a-z0-9]+)+$/.test(t.text);

const allTexts = [
  ...webAndShared.flatMap((f) => textsOf(f)),
  ...serverPages.flatMap((f) => textsOf(f)),
  ...serverErrors.flatMap((f) => textsOf(f, true)),
  ...sourceFiles("src/web", /\.txt$/).flatMap(linesOf),
].filter((t) => !isCode(t));

/** The privacy statement must name its processors; nowhere else does a person read the provider's name. */
const privacyStatement = "src/web/features/legal/privacy.txt";

const rules: { rule: string; test: (t: Text) => boolean }[] = [
  { rule: "'Uitloggen', not 'Afmelden'", test: (t) => /\bafmelden\b|\bafgemeld\b/i.test(t.text) },
  { rule: "'onze betaalprovider', not 'Stripe'", test: (t) => t.file !== privacyStatement && /stripe/i.test(t.text) },
  { rule: "'doelstelling', not 'set'", test: (t) => /(^|[\s'"(])sets?([\s.,!?:;)'"]|$)/i.test(t.text) },
  { rule: "no 'Succesvol'", test: (t) => /succesvol/i.test(t.text) },
  { rule: "'Agendakoppeling', not an 'abonnement'", test: (t) => /agenda-?abonnement|abonneer u/i.test(t.text) },
  { rule: "'kwaliteitssysteem', not 'KMS'", test: (t) => /\bKMS\b/.test(t.text) },
  {
    rule: "'de auditor', not 'hij'",
    test: (t) => {
      const sentences = t.text.split(/(?<=[.?!])\s+|\n/);
      return sentences.some(
        (s, i) =>
          (/\bauditor\b/i.test(s) && /\bhij\b/i.test(s)) ||
          (i > 0 && /\bauditor\b/i.test(sentences[i - 1]!) && /^(hij|zijn)\b/i.test(s.trim())),
      );
    },
  },
];

describe("plain Dutch, one word per thing", () => {
  it("finds the texts it scans", () => {
    const files = new Set(allTexts.map((t) => t.file));
    expect(files).toContain("src/web/features/account/messages.ts");
    expect(files).toContain("src/web/features/kms/messages.ts");
    expect(files).toContain("src/server/reminders/mails.ts");
    expect(files).toContain("src/server/kms/messages.ts");
    expect(files).toContain("src/web/features/legal/terms.txt");
    expect(allTexts.some((t) => t.text.includes("Uitloggen"))).toBe(true);
  });

  for (const { rule, test } of rules) {
    it(rule, () => {
      expect(allTexts.filter(test).map((t) => `${t.file}:${t.line} ${t.text.trim().slice(0, 100)}`)).toEqual([]);
    });
  }

  it("catches what it is meant to catch", () => {
    const sample = (text: string, file = "src/web/x.tsx") => rules.filter((r) => r.test({ file, line: 1, text }));
    expect(sample("Afmelden").map((r) => r.rule)).toEqual(["'Uitloggen', not 'Afmelden'"]);
    expect(sample("Betaald via Stripe")).toHaveLength(1);
    expect(sample("Betaald via Stripe", privacyStatement)).toHaveLength(0);
    expect(sample("Nieuwe set toevoegen")).toHaveLength(1);
    expect(sample("kwaliteitsdoelstellingen-sets")).toHaveLength(0);
    expect(isCode({ file: "src/shared/errors.ts", line: 1, text: "stripe_unreachable" })).toBe(true);
    expect(sample("Succesvol geabonneerd!")).toHaveLength(1);
    expect(sample("Agenda-abonnement")).toHaveLength(1);
    expect(sample("Hoe vul ik het KMS in?")).toHaveLength(1);
    expect(sample("De auditor komt langs. Hij kijkt of u doet wat u zegt.")).toHaveLength(1);
    expect(sample("Kopieer de link voor de auditor en stuur hem zelf.")).toHaveLength(0);
  });
});
