/**
 * Questions of the auditor through the real server: asked only through a valid link (the link's one
 * write), bounded, rate limited per link, logged, mailed (through a real SMTP server in this
 * process) to every Eigenaar and Bewerker; answered, linked to a document and marked done by them
 * only, within their own organisation; the auditor reads the answer through the link; and the
 * questions travel through the full export and import with their linked document.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { TEST_ORIGIN, type TestClient } from "../../../server/test/harness";
import { withMailServer } from "../../../server/test/mail-server";
import { tusUpload, meta } from "@modules/documents/server/test/tus-client";
import { exportZip, postZip, rezip } from "@modules/transfer/server/test/transfer-client";
import { questionLimits } from "../model";
import { questionMessages } from "../messages";
import { transferMessages } from "@modules/transfer/messages";
import { auditorClient, tokenOf } from "./test/auditor-client";

const app = withMailServer();
/** The auditor: no cookies, the token in the Authorization header. */
const auditor = (token: string) => auditorClient(app.server, token);

/** An organisation with a named owner, an editor, a reader, a document and an auditor link. */
async function organisation(tag: string) {
  const owner = await app.server.user({ name: `Eigenaar ${tag}`, email: `eigenaar-${tag.toLowerCase()}@praktijk.nl` });
  expect((await owner.patch("/api/organisation", { name: `Praktijk ${tag}` })).status).toBe(200);
  const editor = await app.server.member(owner, "editor");
  const reader = await app.server.member(owner, "reader");
  await tusUpload(owner, Buffer.from(`RI&E ${tag}`), meta(`RI&E ${tag}.pdf`, "beleid"));
  const documentId = (await owner.get("/api/documents?category=beleid")).body.files[0].id as string;
  const created = await owner.post("/api/auditor/links", {
    name: `Ada ${tag}`,
    email: `ada-${tag.toLowerCase()}@audit.nl`,
  });
  expect(created.status).toBe(201);
  return {
    owner,
    editor,
    reader,
    documentId,
    linkId: created.body.link.id as string,
    token: tokenOf(created.body.url),
  };
}

async function ask(token: string, element: string, question: string) {
  const res = await auditor(token).ask({ element, question });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.question as { id: string; status: string };
}

const emailOf = async (c: TestClient) => (await c.get("/api/me")).body.user.email as string;

describe("asking (the auditor, through the link)", () => {
  it("stores the question, shows it on the link, logs it and mails every Eigenaar and Bewerker", async () => {
    const org = await organisation("Alfa");
    const [ownerMail, editorMail, readerMail] = await Promise.all([org.owner, org.editor, org.reader].map(emailOf));
    const before = app.smtp.messages.length;
    const question = await ask(org.token, "1.5", "  Graag het verslag van de laatste RI&E.\nMet bijlagen.  ");
    expect(question).toMatchObject({
      element: "1.5",
      question: "Graag het verslag van de laatste RI&E.\nMet bijlagen.",
      auditorName: "Ada Alfa",
      status: "open",
      answer: "",
      document: null,
    });

    // Invitation mails of this test may still be arriving: only the question's mails count.
    const questionMails = () =>
      app.smtp.messages.slice(before).filter((m) => m.subject === "Vraag van de auditor over normelement 1.5");
    await expect.poll(() => questionMails().length).toBe(2);
    expect(
      questionMails()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([ownerMail, editorMail].sort());
    expect(questionMails().flatMap((m) => m.to)).not.toContain(readerMail);
    for (const mail of questionMails()) {
      expect(mail.text).toContain("Auditor Ada Alfa heeft via de auditorlink van Praktijk Alfa een vraag gesteld");
      // The question's text stays in Normwijs: a leaked link cannot write into the team's mailboxes.
      expect(mail.text).toContain("Lees de vraag in Normwijs.");
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/verslag|RI&|bijlagen/);
      // The mail's link opens the element's page, where the question is answered.
      expect(mail.text).toContain(`Bekijk de vraag: ${TEST_ORIGIN}/normelementen/1.5`);
      expect(mail.html).toContain(`href="${TEST_ORIGIN}/normelementen/1.5"`);
    }

    const view = await auditor(org.token).view();
    expect(view.body.questions).toEqual([question]);

    const log = (await org.owner.get("/api/activity")).body.entries as { kind: string; actor: string }[];
    expect(log).toContainEqual(
      expect.objectContaining({
        kind: "auditor.question",
        actor: "Ada Alfa (auditor)",
        subject: "1.5 Risico's en kansen",
        detail: "Graag het verslag van de laatste RI&E.\nMet bijlagen.",
      }),
    );
  });

  it("refuses bad input with a Dutch 400 and stores nothing", async () => {
    const org = await organisation("Beta");
    const cases: [unknown, string][] = [
      [{ question: "Waar is het?" }, questionMessages.elementMissing],
      [{ element: "9.9", question: "Waar is het?" }, questionMessages.elementMissing],
      [{ element: "1.1", question: "   " }, questionMessages.questionMissing],
      [{ element: "1.1" }, questionMessages.questionMissing],
      [{ element: "1.1", question: "x".repeat(questionLimits.questionMax + 1) }, questionMessages.questionTooLong],
      [{ element: "1.1", question: "Met een \u0000 erin" }, "De tekst bevat een onzichtbaar teken"],
    ];
    for (const [body, message] of cases) {
      const res = await auditor(org.token).ask(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await auditor(org.token).ask({ element: "1.1", question: "Vraag", status: "done" })).status).toBe(400);
    expect((await org.owner.get("/api/auditor/questions")).body.questions).toEqual([]);
  });

  it("is refused without a valid link: missing, unknown, revoked or expired; nothing is stored", async () => {
    const org = await organisation("Gamma");
    const body = { element: "2.1", question: "Mag ik de scholingsplanning zien?" };
    const missing = await app.server.client().post("/api/auditor-view/questions", body);
    expect(missing.status).toBe(401);
    expect((await auditor("x".repeat(43)).ask(body)).status).toBe(401);
    // A member's session is no link either.
    expect((await org.owner.post("/api/auditor-view/questions", body)).status).toBe(401);

    await app.server.db
      .updateTable("auditor_link")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", org.linkId)
      .execute();
    expect((await auditor(org.token).ask(body)).body.code).toBe("auditor_link_expired");

    const fresh = await org.owner.post("/api/auditor/links", { name: "Ada", email: "ada@audit.nl" });
    const token = tokenOf(fresh.body.url);
    await ask(token, "2.1", "Eerste vraag");
    expect((await org.owner.post(`/api/auditor/links/${fresh.body.link.id}/revoke`)).status).toBe(200);
    const revoked = await auditor(token).ask(body);
    expect(revoked.status).toBe(403);
    expect(revoked.body.code).toBe("auditor_link_revoked");
    expect((await org.owner.get("/api/auditor/questions")).body.questions).toHaveLength(1);
  });

  it("allows a limited number of questions per link per hour, then answers 429 in Dutch", async () => {
    const org = await organisation("Delta");
    // Already counted for this link: every question but the last the limit allows.
    await app.server.db
      .insertInto("rate_limit")
      .values({
        key: `auditor-question:${org.linkId}`,
        window_start: Date.now(),
        count: questionLimits.perLinkPerHour - 1,
        expires_at: Date.now() + 3_600_000,
      })
      .execute();
    await ask(org.token, "3.1", "De laatste vraag die nog mag");
    const res = await auditor(org.token).ask({ element: "3.1", question: "Eén te veel" });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(questionMessages.tooMany(60));
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect((await org.owner.get("/api/auditor/questions")).body.questions).toHaveLength(1);
    // Another link of the same organisation has its own count.
    const other = await org.owner.post("/api/auditor/links", { name: "Bram", email: "bram@audit.nl" });
    await ask(tokenOf(other.body.url), "3.1", "Mijn eigen vraag");
  });
});

describe("a leaked link", () => {
  it("allows a limited number of questions per link per day, then answers 429 in Dutch and mails no one", async () => {
    const org = await organisation("Daglimiet");
    const dayMs = 24 * 3_600_000;
    const dayStart = Math.floor(Date.now() / dayMs) * dayMs;
    // Already counted today: every question but the last the day allows (AUDITOR_QUESTION_DAILY_LIMIT,
    // 60 by default); the hour's count is fresh.
    await app.server.db
      .insertInto("rate_limit")
      .values({
        key: `auditor-question-day:${org.linkId}`,
        window_start: dayStart,
        count: 59,
        expires_at: dayStart + dayMs,
      })
      .execute();
    await ask(org.token, "3.1", "De laatste vraag van vandaag");
    const before = app.smtp.messages.length;
    const res = await auditor(org.token).ask({ element: "3.1", question: "Eén te veel vandaag" });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(questionMessages.tooManyToday);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await org.owner.get("/api/auditor/questions")).body.questions).toHaveLength(1);
    // The day's window starts on the clock, not at the link's first question.
    const row = await app.server.db
      .selectFrom("rate_limit")
      .select("window_start")
      .where("key", "=", `auditor-question-day:${org.linkId}`)
      .executeTakeFirstOrThrow();
    expect(Number(row.window_start) % dayMs).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(app.smtp.messages.slice(before).filter((m) => m.subject.startsWith("Vraag van de auditor"))).toEqual([]);
  });
});

describe("answering (Eigenaar and Bewerker)", () => {
  it("answers, links a document and marks done; the auditor sees it through the link", async () => {
    const org = await organisation("Epsilon");
    const question = await ask(org.token, "1.5", "Graag het verslag van de laatste RI&E");
    const open = await org.reader.get("/api/auditor/questions?status=open");
    expect(open.status).toBe(200);
    expect(open.body.questions.map((q: { id: string }) => q.id)).toEqual([question.id]);
    expect((await org.owner.get("/api/auditor/questions?element=1.4")).body.questions).toEqual([]);
    expect((await org.owner.get("/api/auditor/questions?element=7.7")).status).toBe(400);

    const answered = await org.editor.patch(`/api/auditor/questions/${question.id}`, {
      answer: "  Zie het verslag van maart.  ",
      documentId: org.documentId,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.question).toMatchObject({
      answer: "Zie het verslag van maart.",
      answeredBy: expect.any(String),
      document: { id: org.documentId, name: "RI&E Epsilon.pdf" },
      status: "open",
    });
    const done = await org.owner.patch(`/api/auditor/questions/${question.id}`, { status: "done" });
    expect(done.body.question).toMatchObject({ status: "done", doneBy: "Eigenaar Epsilon" });
    expect((await org.owner.get("/api/auditor/questions?status=open")).body.questions).toEqual([]);

    const seen = (await auditor(org.token).view()).body;
    expect(seen.questions[0]).toMatchObject({
      answer: "Zie het verslag van maart.",
      status: "done",
      document: { id: org.documentId, name: "RI&E Epsilon.pdf" },
    });
    // The linked document is one the auditor can download.
    expect(seen.documents.map((d: { id: string }) => d.id)).toContain(org.documentId);

    const reopened = await org.owner.patch(`/api/auditor/questions/${question.id}`, { status: "open" });
    expect(reopened.body.question).toMatchObject({ status: "open", doneAt: null, doneBy: null });
    const kinds = ((await org.owner.get("/api/activity")).body.entries as { kind: string }[]).map((e) => e.kind);
    for (const kind of ["auditor.question.answered", "auditor.question.done", "auditor.question.reopened"]) {
      expect(kinds).toContain(kind);
    }

    // A document in the recycle bin is no longer shown with the answer.
    expect((await org.owner.delete(`/api/documents/${org.documentId}`)).status).toBeLessThan(300);
    expect((await org.owner.get("/api/auditor/questions")).body.questions[0].document).toBeNull();
  });

  it("a Lezer reads but cannot answer; bad input is refused and changes nothing", async () => {
    const org = await organisation("Zeta");
    const question = await ask(org.token, "2.2", "Zijn alle VOG's aanwezig?");
    const path = `/api/auditor/questions/${question.id}`;
    const refused = await org.reader.patch(path, { answer: "Ja" });
    expect(refused.status).toBe(403);
    for (const body of [
      {},
      { answer: "x".repeat(questionLimits.answerMax + 1) },
      { status: "klaar" },
      { answer: "Ja", extra: true },
      { documentId: "../etc" },
    ]) {
      expect((await org.owner.patch(path, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await org.owner.patch(path, { documentId: randomUUID() })).status).toBe(422);
    expect((await org.owner.patch("/api/auditor/questions/geen-uuid", { answer: "Ja" })).status).toBe(404);
    expect((await org.owner.get("/api/auditor/questions")).body.questions[0]).toMatchObject({
      answer: "",
      document: null,
      status: "open",
    });
    expect((await app.server.client().get("/api/auditor/questions")).status).toBe(401);
  });

  it("keeps organisations apart: no list, no answer and no document of another", async () => {
    const a = await organisation("Eta");
    const b = await organisation("Theta");
    const question = await ask(a.token, "4.5", "Klachtenregistratie 2025?");
    expect((await b.owner.get("/api/auditor/questions")).body.questions).toEqual([]);
    expect((await b.owner.patch(`/api/auditor/questions/${question.id}`, { answer: "Van B" })).status).toBe(404);
    // A's question cannot link B's document.
    expect((await a.owner.patch(`/api/auditor/questions/${question.id}`, { documentId: b.documentId })).status).toBe(
      422,
    );
    // B's auditor does not see A's questions.
    expect((await auditor(b.token).view()).body.questions).toEqual([]);
  });
});

describe("export and import", () => {
  let org: Awaited<ReturnType<typeof organisation>>;
  let files: Record<string, Uint8Array>;
  let data: { questions: Record<string, unknown>[] };
  beforeAll(async () => {
    org = await organisation("Iota");
    const first = await ask(org.token, "1.5", "Graag het verslag van de laatste RI&E");
    await ask(org.token, "4.6", "Is de directiebeoordeling van dit jaar klaar?");
    await org.owner.patch(`/api/auditor/questions/${first.id}`, {
      answer: "Bijgevoegd.",
      documentId: org.documentId,
      status: "done",
    });
    files = unzipSync((await exportZip(org.owner)).bytes);
    data = JSON.parse(strFromU8(files["auditor/vragen.json"]!));
  });

  it("carries the questions and answers with their linked document", async () => {
    expect(data).toMatchObject({ format: "normwijs-auditor-questions", version: 1 });
    expect(data.questions).toContainEqual(
      expect.objectContaining({ element: "1.5", answer: "Bijgevoegd.", document: "documenten/beleid/RI&E Iota.pdf" }),
    );
    const target = await app.server.user();
    const imported = await postZip(target, rezip(files, {}));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.questions).toBe(2);
    type Listed = { id: string; document: { id: string; name: string } | null };
    const restored = (await target.get("/api/auditor/questions")).body.questions as Listed[];
    const before = (await org.owner.get("/api/auditor/questions")).body.questions as Listed[];
    const comparable = (list: Listed[]) =>
      list.map(({ id: _, document, ...rest }) => ({ ...rest, document: document?.name ?? null }));
    expect(comparable(restored)).toEqual(comparable(before));
    const newDocument = (await target.get("/api/documents?category=beleid")).body.files[0].id;
    expect(restored.find((q) => q.document)!.document!.id).toBe(newDocument);
  });

  it("imports an archive of version 2 (before the questions); version 3 and later need them", async () => {
    const v2 = await postZip(
      await app.server.user(),
      rezip(
        files,
        {
          "auditor/vragen.json": null,
          "leesbevestigingen/data.json": null,
          "organisatie/data.json": null,
          // The owner's archive holds the reports (version 6): left out of an older one.
          "meldingen/data.json": null,
        },
        (m) => (m.version = 2),
      ),
    );
    expect(v2).toMatchObject({ status: 200, body: { questions: 0 } });
    expect(await postZip(await app.server.user(), rezip(files, { "auditor/vragen.json": null }))).toMatchObject({
      status: 400,
      body: { message: transferMessages.missingEntry("auditor/vragen.json") },
    });
  });

  it("refuses a broken questions file, and a target that has a question already; nothing is written", async () => {
    const broken = (change: (q: Record<string, unknown>) => void) => {
      const copy = JSON.parse(JSON.stringify(data));
      change(copy.questions[0]);
      return rezip(files, { "auditor/vragen.json": Buffer.from(JSON.stringify(copy)) });
    };
    for (const zip of [
      broken((q) => (q.document = "documenten/beleid/Elders.pdf")),
      broken((q) => (q.element = "5.1")),
      broken((q) => (q.question = "")),
    ]) {
      const c = await app.server.user();
      expect(await postZip(c, zip)).toMatchObject({ status: 422, body: { message: transferMessages.badQuestions } });
      expect((await c.get("/api/auditor/questions")).body.questions).toEqual([]);
      expect((await c.get("/api/documents?category=beleid")).body.files).toEqual([]);
    }
    // A target whose only content is a question of the auditor is not empty.
    const asked = await app.server.user();
    const link = await asked.post("/api/auditor/links", { name: "Ada", email: "ada@audit.nl" });
    await ask(tokenOf(link.body.url), "1.1", "Wie zijn uw belanghebbenden?");
    expect((await postZip(asked, rezip(files, {}))).status).toBe(409);
  });
});
