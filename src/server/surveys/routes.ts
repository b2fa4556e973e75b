/**
 * Cliëntervaringen.
 * - /api/surveys (signed in): the questionnaire and the results for every member; saving the
 *   questions and making a new public link for an Eigenaar only.
 * - /api/public/surveys/:token (open, no account): what the link opens (GET) and the only public
 *   write route (POST), for one client's anonymous answers. Both are rate limited per client
 *   address; the answers of one organisation are capped per 24 hours; a wrong or old token gets a
 *   Dutch 404. Nothing about the client (address, name) is stored with an answer.
 */
import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { jsonBody, queryOf } from "../http/validate";
import { assertAllowed } from "../http/permissions";
import { assertMayEdit } from "../access/edit-access";
import { limitBody } from "../http/body";
import { clientAddress } from "../http/client-address";
import { hitRateLimit, tooManyAttempts } from "../http/rate-limit";
import { contentDisposition } from "../http/content-disposition";
import { saveSurveySchema, surveyPeriodSchema } from "../../shared/survey-schemas";
import { surveyMessages, type PublicSurveyDto } from "../../shared/surveys";
import { getSurvey, openSurvey, renewSurveyLink, saveSurvey } from "./survey";
import { surveyCsv, surveyResults } from "./results";
import { answersSchema, checkAnswers, recordResponse } from "./answers";

export function surveyRoutes({ db, config, activity }: Pick<AppDeps, "db" | "config" | "activity">) {
  const reader = (c: Context<AppEnv>) => {
    const member = c.get("member");
    assertAllowed(member, "surveys.read");
    return member;
  };
  return new Hono<AppEnv>()
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
      await activity.recordFor(c, "survey.changed", null, `${survey.questions.length} vragen`);
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
    .get("/results", queryOf(surveyPeriodSchema), async (c) => {
      const member = reader(c);
      const { from, to } = c.req.valid("query")();
      return c.json(await surveyResults(db, member.organisationId, from, to));
    })
    .get("/export.csv", queryOf(surveyPeriodSchema), async (c) => {
      const member = reader(c);
      const { from, to } = c.req.valid("query")();
      return new Response(await surveyCsv(db, member.organisationId, from, to), {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": contentDisposition("attachment", surveyMessages.csvFileName(from, to)),
          "cache-control": "private, no-store",
        },
      });
    });
}

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** A client's answers are a few kB at most (20 questions of 2,000 characters as JSON, escaped). */
const answerBodyMax = 256 * 1024;

export function publicSurveyRoutes({ db, config }: Pick<AppDeps, "db" | "config">) {
  async function limit(c: Context, key: string, max: number, windowMs: number) {
    const wait = await hitRateLimit(db, key, max, windowMs);
    if (wait !== undefined) {
      c.header("Retry-After", String(wait));
      throw tooManyAttempts(wait);
    }
  }
  const address = (c: Context) => clientAddress(c, config.TRUST_PROXY);
  const noTrace = (c: Context) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Referrer-Policy", "no-referrer");
  };

  return new Hono()
    .get("/:token", async (c) => {
      noTrace(c);
      // Opening is cheap for a client (once per visit): a few times the answer limit.
      await limit(c, `survey-open:${address(c)}`, config.SURVEY_RATE_LIMIT * 3, minuteMs);
      const survey = await openSurvey(db, c.req.param("token"));
      return c.json<PublicSurveyDto>({ organisationName: survey.organisationName, questions: survey.questions });
    })
    .post(
      "/:token",
      limitBody(answerBodyMax, () => {
        throw new ApiError(413, "too_large", "De gegevens die u stuurt zijn te groot.");
      }),
      jsonBody(answersSchema),
      async (c) => {
        noTrace(c);
        // Before the token is looked at, so guessing tokens is limited too.
        await limit(c, `survey-answer:${address(c)}`, config.SURVEY_RATE_LIMIT, minuteMs);
        const survey = await openSurvey(db, c.req.param("token"));
        const { answers } = await c.req.valid("json")();
        const checked = checkAnswers(survey.questions, answers);
        const wait = await hitRateLimit(db, `survey-day:${survey.organisationId}`, config.SURVEY_DAILY_LIMIT, dayMs);
        if (wait !== undefined) {
          c.header("Retry-After", String(wait));
          throw new ApiError(429, "survey_daily_limit", surveyMessages.tooManyToday);
        }
        await recordResponse(db, survey, checked);
        return c.json({ ok: true }, 201);
      },
    );
}
