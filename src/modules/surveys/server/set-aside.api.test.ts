/**
 * A flood through a leaked questionnaire link: answers past the link's limit are set aside, not
 * refused, so real clients are never turned away; they stay out of the results until an Eigenaar
 * accepts them, the Eigenaar gets one mail per flood (read from a real SMTP server), and the
 * set-aside answers have a daily cap after which they are refused in Dutch.
 */
import { describe, expect, it } from "vitest";
import type { TestClient } from "../../../server/test/harness";
import { withMailServer } from "../../../server/test/mail-server";
import { TEST_ORIGIN } from "../../../server/test/harness";
import { amsterdamDay } from "@core/shared/calendar-day";
import { surveyMessages } from "../messages";

const app = withMailServer({
  TRUST_PROXY: "true",
  SURVEY_LINK_MINUTE_LIMIT: "2",
  SURVEY_LINK_HOURLY_LIMIT: "1000",
  SURVEY_SET_ASIDE_DAILY_LIMIT: "3",
});

async function linkOf(owner: TestClient) {
  const res = await owner.post("/api/surveys/link");
  expect(res.status).toBe(200);
  return (res.body.link.url as string).split("/").pop()!;
}

let lastIp = 0;
/** Each answer from a new address: only the link's limit applies. */
const answer = (token: string, text = "Fijne begeleiding") =>
  app.server.client().post(
    `/api/public/surveys/${token}`,
    { answers: { gehoord: 4, beter: text } },
    {
      "x-forwarded-for": `198.51.${100 + Math.floor(++lastIp / 250)}.${lastIp % 250}`,
    },
  );

/** Yesterday and today (Amsterdam), asked when counted: a test that runs over midnight counts the same. */
const answersOf = async (owner: TestClient) => {
  const to = amsterdamDay(new Date());
  const from = amsterdamDay(new Date(Date.now() - 86_400_000));
  return (await owner.get(`/api/surveys/results?from=${from}&to=${to}`)).body.answers as number;
};
const setAsideOf = async (owner: TestClient) => (await owner.get("/api/surveys/set-aside")).body.count as number;

/** The link's minute window lies on the clock: start with at least 15 seconds of it left. */
async function wellInsideMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((r) => setTimeout(r, left + 50));
}

async function organisation(tag: string) {
  const email = `eigenaar-${tag}@praktijk.nl`;
  const owner = await app.server.user({ name: `Eigenaar ${tag}`, email });
  const editor = await app.server.member(owner, "editor");
  return { owner, editor, email, token: await linkOf(owner) };
}

describe("a flood through the questionnaire link", () => {
  it("sets answers aside past the link's limit, mails the Eigenaar once, and caps them per day", async () => {
    const org = await organisation("vloed");
    const before = app.smtp.messages.length;
    await wellInsideMinute();
    expect((await answer(org.token)).status).toBe(201);
    expect((await answer(org.token)).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const aside = await answer(org.token, "Nep-antwoord");
      expect(aside.status).toBe(202);
      expect(aside.body).toEqual({ ok: true });
    }
    // Past the day's cap on set-aside answers: refused in Dutch, nothing stored.
    const refused = await answer(org.token, "Nep-antwoord");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(surveyMessages.tooManyToday);
    expect(await setAsideOf(org.owner)).toBe(3);
    // Set-aside answers do not count in the results.
    expect(await answersOf(org.owner)).toBe(2);

    // One mail to the Eigenaar for the whole flood, none to the Bewerker; no answer's text in it.
    const mails = () =>
      app.smtp.messages.slice(before).filter((m) => m.subject === "Antwoorden op uw vragenlijst apart gezet");
    await expect.poll(() => mails().length).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(mails()).toHaveLength(1);
    const [mail] = mails();
    expect(mail!.to).toEqual([org.email]);
    expect(mail!.text).toContain("Beste Eigenaar vloed,");
    expect(mail!.text).toContain(`${TEST_ORIGIN}/verbeteren/clientervaringen`);
    expect(`${mail!.text} ${mail!.html}`).not.toContain("Nep-antwoord");
  });

  it("lets only an Eigenaar accept them: then they count in the results, under their day", async () => {
    const org = await organisation("accepteren");
    await wellInsideMinute();
    for (let i = 0; i < 4; i++) await answer(org.token);
    expect(await setAsideOf(org.owner)).toBe(2);
    expect(await answersOf(org.owner)).toBe(2);
    // A Bewerker sees no set-aside answers and may not accept them.
    expect(await setAsideOf(org.editor)).toBe(0);
    expect((await org.editor.post("/api/surveys/set-aside/accept")).status).toBe(403);
    // Another organisation's Eigenaar accepts only their own (none).
    const other = await organisation("ander");
    expect((await other.owner.post("/api/surveys/set-aside/accept")).body.accepted).toBe(0);
    expect(await setAsideOf(org.owner)).toBe(2);

    const accepted = await org.owner.post("/api/surveys/set-aside/accept");
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ count: 0, accepted: 2 });
    expect(await setAsideOf(org.owner)).toBe(0);
    expect(await answersOf(org.owner)).toBe(4);
    const kinds = ((await org.owner.get("/api/activity")).body.entries as { kind: string }[]).map((e) => e.kind);
    expect(kinds).toContain("survey.set-aside.accepted");
  });

  it("lets an Eigenaar discard them: they never reach the results", async () => {
    const org = await organisation("verwijderen");
    await wellInsideMinute();
    for (let i = 0; i < 5; i++) await answer(org.token);
    expect(await setAsideOf(org.owner)).toBe(3);
    expect((await org.editor.post("/api/surveys/set-aside/discard")).status).toBe(403);
    expect(await setAsideOf(org.owner)).toBe(3);
    const discarded = await org.owner.post("/api/surveys/set-aside/discard");
    expect(discarded.body).toEqual({ count: 0, discarded: 3 });
    expect(await setAsideOf(org.owner)).toBe(0);
    expect((await org.owner.post("/api/surveys/set-aside/accept")).body.accepted).toBe(0);
    expect(await answersOf(org.owner)).toBe(2);
    const organisationId = (await org.owner.get("/api/me")).body.organisation.id as string;
    const rows = await app.server.db
      .selectFrom("client_survey_set_aside")
      .select("id")
      .where("organisation_id", "=", organisationId)
      .execute();
    expect(rows).toHaveLength(0);
  });
});
