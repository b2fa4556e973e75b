/**
 * Cliëntervaringen.
 * - /api/surveys (signed in): the questionnaire and the results for every member; saving the
 *   questions, making a new public link and closing or reopening the questionnaire for an Eigenaar only.
 * - /api/public/surveys/:token (open, no account): what the link opens (GET) and the only public
 *   write route (POST), for one client's anonymous answers. Both are rate limited (below); a wrong
 *   or old token gets a Dutch 404, a closed questionnaire says so. Nothing about the client
 *   (address, name, time of day) is stored with an answer.
 */
import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { ApiError } from "@core/server/http/errors";
import { httpMessages } from "@core/server/http/messages";
import { surveyActivity } from "./messages";
import { jsonBody, queryOf } from "@core/server/http/validate";
import { assertAllowed } from "@core/server/http/permissions";
import { assertMayEdit } from "@modules/billing/server";
import { limitBody } from "@core/server/http/body";
import { clientKey, enforceRateLimit, hitRateLimit } from "@core/server/http/rate-limit";
import type { Mailer } from "@core/server/mail";
import { csvDownload } from "@core/server/http/csv-download";
import { saveSurveySchema, surveyClosedSchema, surveyPeriodSchema } from "../schemas";
import { surveyMessages } from "../messages";
import { type PublicSurveyDto } from "../model";
import { getSurvey, openSurvey, renewSurveyLink, saveSurvey, setSurveyClosed } from "./survey";
import { surveyCsvLines, surveyResults } from "./results";
import { answersSchema, checkAnswers, recordResponse } from "./answers";
import { acceptSetAside, discardSetAside, setAside, setAsideCount, tellOwnersOnce } from "./set-aside";

export function surveyRoutes({ db, config, activity }: Pick<AppDeps, "db" | "config" | "activity">) {
  const reader = (c: Context<AppEnv>) => {
    const member = c.get("member");
    assertAllowed(member, "surveys.read");
    return member;
  };
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => {
        const member = reader(c);
        c.header("Cache-Control", "private, no-store");
        return c.json(await getSurvey(db, config, member.organisationId, member.role === "owner"));
      })
      .put("/", jsonBody(saveSurveySchema), async (c) => {
        const member = c.get("member");
        await assertMayEdit(db, config, member, "surveys.manage");
        const input = await c.req.valid("json")();
        const survey = await saveSurvey(db, config, member.organisationId, c.get("user").id, input);
        await activity.recordFor(c, "survey.changed", null, surveyActivity.questions(survey.questions.length));
        return c.json(survey);
      })
      .post("/link", async (c) => {
        const member = c.get("member");
        await assertMayEdit(db, config, member, "surveys.manage");
        const survey = await renewSurveyLink(db, config, member.organisationId, c.get("user").id);
        await activity.recordFor(c, "survey.link.renewed");
        c.header("Cache-Control", "private, no-store");
        return c.json(survey);
      })
      .put("/closed", jsonBody(surveyClosedSchema), async (c) => {
        const member = c.get("member");
        await assertMayEdit(db, config, member, "surveys.manage");
        const { closed } = await c.req.valid("json")();
        const survey = await setSurveyClosed(db, config, member.organisationId, c.get("user").id, closed);
        await activity.recordFor(c, closed ? "survey.closed" : "survey.reopened");
        c.header("Cache-Control", "private, no-store");
        return c.json(survey);
      })
      // Answers past the link's limit, waiting for an Eigenaar (set-aside.ts).
      .get("/set-aside", async (c) => {
        const member = reader(c);
        c.header("Cache-Control", "private, no-store");
        return c.json({ count: member.role === "owner" ? await setAsideCount(db, member.organisationId) : 0 });
      })
      .post("/set-aside/accept", async (c) => {
        const member = c.get("member");
        await assertMayEdit(db, config, member, "surveys.manage");
        const accepted = await acceptSetAside(db, config, member.organisationId);
        if (accepted) await activity.recordFor(c, "survey.set-aside.accepted", null, surveyActivity.answers(accepted));
        return c.json({ count: 0, accepted });
      })
      .post("/set-aside/discard", async (c) => {
        const member = c.get("member");
        await assertMayEdit(db, config, member, "surveys.manage");
        const discarded = await discardSetAside(db, member.organisationId);
        if (discarded)
          await activity.recordFor(c, "survey.set-aside.discarded", null, surveyActivity.answers(discarded));
        return c.json({ count: 0, discarded });
      })
      .get("/results", queryOf(surveyPeriodSchema), async (c) => {
        const member = reader(c);
        const { from, to } = c.req.valid("query")();
        return c.json(await surveyResults(db, member.organisationId, from, to));
      })
      .get("/export.csv", queryOf(surveyPeriodSchema), async (c) => {
        const member = reader(c);
        const { from, to } = c.req.valid("query")();
        return csvDownload(surveyMessages.csvFileName(from, to), surveyCsvLines(db, member.organisationId, from, to));
      })
  );
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** A client's answers are a few kB at most (20 questions of 2,000 characters as JSON, escaped). */
const answerBodyMax = 256 * 1024;

/**
 * Limits per address (a keyed hash of it that changes daily, an IPv6 address by its /64:
 * http/rate-limit.ts), per link (all addresses together, per minute and per hour) and per
 * organisation per day. A flood from one address is stopped by its own limits before it counts
 * against the link. Past the link's limit answers are not refused but set aside for the Eigenaar
 * (set-aside.ts), so many addresses cannot shut the link for real clients; the set-aside answers
 * have their own daily cap. 24 windows of an hour stay under the day's cap.
 *
 * Every window lies on the clock (whole minutes, hours, UTC days): a counter then tells no more
 * about when a client answered than that window.
 */
export function publicSurveyRoutes({
  db,
  config,
  log,
  mailer,
}: Pick<AppDeps, "db" | "config" | "log"> & { mailer: Mailer }) {
  const perAddress = async (c: Context, name: string, max: number, windowMs: number) => {
    await enforceRateLimit(c, db, await clientKey(c, { db, config }, name), max, windowMs, { aligned: true });
  };
  const noTrace = (c: Context) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Referrer-Policy", "no-referrer");
  };

  return new Hono()
    .get("/:token", async (c) => {
      noTrace(c);
      // Opening is cheap for a client (once per visit): a few times the answer limit.
      await perAddress(c, "survey-open", config.SURVEY_RATE_LIMIT * 3, minuteMs);
      const survey = await openSurvey(db, c.req.param("token"));
      return c.json<PublicSurveyDto>({
        organisationName: survey.organisationName,
        questions: survey.closed ? [] : survey.questions,
        closed: survey.closed,
      });
    })
    .post(
      "/:token",
      limitBody(answerBodyMax, () => {
        throw new ApiError(413, "too_large", httpMessages.tooLarge);
      }),
      jsonBody(answersSchema),
      async (c) => {
        noTrace(c);
        // Before the token is looked at, so guessing tokens is limited too.
        await perAddress(c, "survey-answer", config.SURVEY_RATE_LIMIT, minuteMs);
        await perAddress(c, "survey-answer-hour", config.SURVEY_ADDRESS_HOURLY_LIMIT, hourMs);
        const survey = await openSurvey(db, c.req.param("token"));
        if (survey.closed) throw new ApiError(409, "survey_closed", surveyMessages.closed);
        const { answers } = await c.req.valid("json")();
        const checked = checkAnswers(survey.questions, answers);
        const link = survey.organisationId;
        const now = Date.now();
        const overLink =
          (await hitRateLimit(db, `survey-link:${link}`, config.SURVEY_LINK_MINUTE_LIMIT, minuteMs, now, true)) !==
            undefined ||
          (await hitRateLimit(db, `survey-link-hour:${link}`, config.SURVEY_LINK_HOURLY_LIMIT, hourMs, now, true)) !==
            undefined;
        if (overLink) {
          await enforceRateLimit(c, db, `survey-aside-day:${link}`, config.SURVEY_SET_ASIDE_DAILY_LIMIT, dayMs, {
            refusal: () => new ApiError(429, "survey_daily_limit", surveyMessages.tooManyToday),
            aligned: true,
          });
          await setAside(db, survey, checked);
          await tellOwnersOnce({ db, config, mailer, log }, survey);
          // To the client this is an answer like any other: it is kept.
          return c.json({ ok: true }, 202);
        }
        // On the clock (UTC days): the row then tells no more about when the day's first answer came.
        await enforceRateLimit(c, db, `survey-day:${link}`, config.SURVEY_DAILY_LIMIT, dayMs, {
          refusal: () => new ApiError(429, "survey_daily_limit", surveyMessages.tooManyToday),
          aligned: true,
        });
        await recordResponse(db, config, survey, checked);
        return c.json({ ok: true }, 201);
      },
    );
}
