/**
 * One word per thing, in plain Dutch (issue 21): scans every text a person can see — string literals
 * and JSX text of the web app and the shared messages, the legal pages' texts, and the server's
 * messages files, mails, pages and error messages — for words we replaced, so they cannot come back. Comments and identifiers are not texts.
 * And Dutch text only in messages files: no text a person reads sits in a component, a UI
 * primitive or a route's error, so each text has one place to change.
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

/** A module's server part (src/modules/<name>/server/): the server's rules apply to it. */
const isModuleServer = (f: string) => /^src\/modules\/[^/]+\/server\//.test(f);
const moduleFiles = sourceFiles("src/modules");
const webAndShared = [
  ...sourceFiles("src/web"),
  ...sourceFiles("src/core/shared"),
  ...sourceFiles("src/norm"),
  ...moduleFiles.filter((f) => !isModuleServer(f)),
];
const serverFiles = [
  ...sourceFiles("src/server"),
  ...sourceFiles("src/core/server"),
  ...moduleFiles.filter(isModuleServer),
];
const serverPages = serverFiles.filter((f) => /\/(messages|mails|unsubscribe|links)\.ts$/.test(f));
// The webhook's answers go to the payment provider's servers, not to a person.
const serverErrors = serverFiles.filter((f) => f !== "src/modules/billing/server/webhook.ts");
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

/**
 * The places a text may live: messages files, the legal pages' texts and the guide's content. Only
 * what a person reads counts: comments, identifiers, class lists and selectors are no texts.
 */
const isTextFile = (file: string) => /\/messages\.ts$/.test(file) || file === "src/web/features/guide/content.ts";
/** The name of the product is the same in every language. */
const brand = /^(Normwijs|N)$/;
/** Small Dutch words that mark a sentence; none is also an English word, a word of CSS, a selector or code. */
const dutchWords =
  /(^|[\s('"])(de|het|een|van|en|u|uw|niet|op|te|met|voor|naar|om|geen|dit|deze|er|nog|bij|aan|uit|ook|kan|kunt|wordt|zijn)([\s.,!?:;)'"…]|$)/i;
/** The server's places for texts: messages files and mails (see docs/ARCHITECTURE.md 'Texts'). */
const isServerTextFile = (file: string) => /\/(messages|mails)\.ts$/.test(file);
/** Attributes whose value a person sees or a screen reader says. */
const spokenAttribute = /^(aria-label|aria-description|title|placeholder|alt|label)$/;

/** A property name or a literal type, such as a status a record is keyed by: a value, not a text. */
const isKey = (node: ts.Node) =>
  (ts.isPropertyAssignment(node.parent) && node.parent.name === node) || ts.isLiteralTypeNode(node.parent);

/** Texts a person reads, written where they do not belong (outside the text files). */
function strayTextsOf(file: string, code = readFileSync(path.join(root, file), "utf8")): Text[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const stray: Text[] = [];
  const add = (node: ts.Node, text: string) =>
    stray.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text) && !brand.test(node.text.trim())) add(node, node.text.trim());
    else if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      spokenAttribute.test(node.name.getText(source)) &&
      /\p{L}/u.test(node.initializer.text)
    )
      add(node, node.initializer.text);
    else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !isKey(node) &&
      dutchWords.test(node.text)
    )
      add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join("…");
      if (dutchWords.test(text)) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return stray;
}

/**
 * Where the server may keep Dutch that no user reads: the operator's start-up, configuration and
 * command-line texts, the database plumbing and migrations, and the webhook's answers to the payment
 * provider's servers. Log lines anywhere are the operator's too. Activity lines are checked everywhere.
 */
const operatorFiles =
  /^src\/server\/(main|admin)\.ts$|^src\/core\/server\/config\.ts$|^src\/core\/server\/db\/|^src\/modules\/billing\/server\/webhook\.ts$/;
/** A log line: a call of a logger's method, or a job started with the logger and its failure's line. */
const isLogCall = (node: ts.CallExpression, source: ts.SourceFile) =>
  (ts.isPropertyAccessExpression(node.expression) &&
    /(^|\.)(log|logger|console)$/.test(node.expression.expression.getText(source))) ||
  node.arguments.some((a) => ts.isIdentifier(a) && a.text === "log");
/** The activity log's lines: the subject, detail and actor of an entry a person reads in 'Activiteit'. */
const activityArgs = new Map([
  ["recordFor", 2],
  ["recordForPerson", 3],
]);
const activityFields = /^(actor|subject|detail)$/;
type Literal = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;
const isLiteral = (node: ts.Node): node is Literal =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
const hasWords = (node: Literal) =>
  /\p{Ll}/u.test(
    ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ")
      : node.text,
  );

/** Dutch text in server code outside log lines (not in operator files), and literal words in an activity line. */
function strayServerTextsOf(file: string, code = readFileSync(path.join(root, file), "utf8")): Text[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const logs: [number, number][] = [];
  const activity: Text[] = [];
  const visit = (node: ts.Node) => {
    const call = ts.isCallExpression(node) ? node : undefined;
    if (call && isLogCall(call, source)) logs.push([lineOf(call.getStart()), lineOf(call.end)]);
    const method = call && ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : "";
    const texts = activityArgs.has(method)
      ? call!.arguments.slice(activityArgs.get(method))
      : ts.isPropertyAssignment(node) && activityFields.test(node.name.getText(source))
        ? [node.initializer]
        : [];
    for (const t of texts)
      if (isLiteral(t) && hasWords(t)) activity.push({ file, line: lineOf(t.getStart()), text: t.getText(source) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  const dutch = operatorFiles.test(file)
    ? []
    : strayTextsOf(file, code).filter((t) => t.text.length > 1 && !logs.some(([a, b]) => t.line >= a && t.line <= b));
  return [...dutch, ...activity.filter((a) => !dutch.some((d) => d.line === a.line))];
}

/** An ApiError's message, a text a person reads, given as a literal instead of from a messages file. */
function literalErrorsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: Text[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && node.expression.getText(source) === "ApiError") {
      const message = node.arguments?.[2];
      if (message && (ts.isStringLiteral(message) || ts.isTemplateLiteral(message)))
        found.push({
          file,
          line: source.getLineAndCharacterOfPosition(message.getStart()).line + 1,
          text: message.getText(source),
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const show = (t: Text) => `${t.file}:${t.line} ${t.text.trim().slice(0, 100)}`;

describe("Dutch text only in messages files", () => {
  it("has none in a component, a UI primitive, a page or the web app's plumbing", () => {
    const webFiles = [...sourceFiles("src/web"), ...moduleFiles.filter((f) => !isModuleServer(f))].filter(
      (f) => !isTextFile(f),
    );
    expect(webFiles).toContain("src/web/components/ui/table-scroll.tsx");
    expect(webFiles).toContain("src/modules/actions/web/ActionDialog.tsx");
    expect(webFiles.flatMap((f) => strayTextsOf(f)).map(show)).toEqual([]);
  });

  it("has no literal message in an error a route answers", () => {
    const files = serverErrors.filter((f) => !isTextFile(f));
    expect(files).toContain("src/modules/documents/server/routes.ts");
    expect(files).toContain("src/modules/surveys/server/routes.ts");
    expect(files).toContain("src/modules/actions/server/routes.ts");
    expect(files.flatMap(literalErrorsOf).map(show)).toEqual([]);
  });

  it("has none in the server's code: routes, jobs, pages, documents, mails and activity lines", () => {
    const files = serverFiles.filter((f) => !isServerTextFile(f));
    expect(files).toContain("src/modules/documents/server/element-routes.ts");
    expect(files).toContain("src/modules/actions/server/actions.ts");
    expect(files.flatMap((f) => strayServerTextsOf(f)).map(show)).toEqual([]);
  });

  it("catches what it is meant to catch", () => {
    const stray = (code: string) => strayTextsOf("src/web/stray.tsx", code).map((t) => t.text);
    expect(stray(`export const hint = "Schuif de tabel opzij om alles te zien.";`)).toHaveLength(1);
    expect(stray(`const A = () => <span>Datum wissen</span>;`)).toEqual(["Datum wissen"]);
    expect(stray(`const A = () => <button aria-label="Zijbalk sluiten" />;`)).toEqual(["Zijbalk sluiten"]);
    expect(stray("const f = (l: string) => `${l} (kies een datum)`;")).toHaveLength(1);
    expect(stray(`const A = () => <b className="text-xs font-semibold">Normwijs</b>;`)).toEqual([]);
    expect(stray(`const s = 'tr[data-row-id] :is(textarea, select, button)';`)).toEqual([]);
    const server = (code: string, file = "src/server/x/routes.ts") => strayServerTextsOf(file, code).map((t) => t.text);
    expect(server(`c.text("Dit bestand bestaat niet.", 404);`)).toEqual(["Dit bestand bestaat niet."]);
    expect(server(`log.warn(\`Opruimen van de \${n} tellers mislukt\`);`)).toEqual([]);
    expect(server(`startPeriodicJob(log, "Opruimen van documenten mislukt", 1000, run);`)).toEqual([]);
    expect(server(`await activity.recordFor(c, "kms.changed", title, "leeggemaakt");`)).toEqual(['"leeggemaakt"']);
    expect(server(`await activity.record({ kind: "team.joined", detail: "nieuw account" });`)).toEqual([
      '"nieuw account"',
    ]);
    expect(server(`await activity.recordFor(c, "export.dossier", null, "PDF");`)).toEqual([]);
    expect(server(`const u = c.req.query("u");`)).toEqual([]);
    expect(server(`c.text("Dit bestand bestaat niet.", 404);`, "src/core/server/config.ts")).toEqual([]);
  });
});

describe("plain Dutch, one word per thing", () => {
  it("finds the texts it scans", () => {
    const files = new Set(allTexts.map((t) => t.file));
    expect(files).toContain("src/modules/account/web/messages.ts");
    expect(files).toContain("src/modules/kms/web/messages.ts");
    expect(files).toContain("src/modules/reminders/server/mails.ts");
    expect(files).toContain("src/modules/kms/messages.ts");
    expect(files).toContain("src/modules/actions/server/messages.ts");
    expect(files).toContain("src/modules/actions/web/messages.ts");
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
    expect(isCode({ file: "src/core/shared/errors.ts", line: 1, text: "stripe_unreachable" })).toBe(true);
    expect(sample("Succesvol geabonneerd!")).toHaveLength(1);
    expect(sample("Agenda-abonnement")).toHaveLength(1);
    expect(sample("Hoe vul ik het KMS in?")).toHaveLength(1);
    expect(sample("De auditor komt langs. Hij kijkt of u doet wat u zegt.")).toHaveLength(1);
    expect(sample("Kopieer de link voor de auditor en stuur hem zelf.")).toHaveLength(0);
  });
});
