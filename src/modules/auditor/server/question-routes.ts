/**
 * /api/auditor/questions (signed in): the organisation's questions of the auditor. Every member
 * reads them; an Eigenaar or Bewerker answers, links a document and marks one done or open again.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "@core/server/http/context";
import { notFound } from "@core/server/http/errors";
import { jsonBody, queryOf } from "@core/server/http/validate";
import { assertAllowed } from "@core/server/http/permissions";
import { questionMessages } from "../messages";
import { questionFilterSchema, updateQuestionSchema } from "../schemas";
import { shorten } from "@core/shared/text-rules";
import { listQuestions, updateQuestion } from "./questions";
import { listAllFiles } from "@modules/documents/server";
import { seesPersonnel, filesForAnswers } from "@modules/personnel/server";

const questionId = z.uuid();

export function auditorQuestionRoutes({ db, activity }: Pick<AppDeps, "db" | "activity">) {
  return (
    new Hono<AppEnv>()
      .get("/", queryOf(questionFilterSchema), async (c) => {
        const member = c.get("member");
        assertAllowed(member, "auditor.questions.read");
        const filter = c.req.valid("query")();
        const personnelNames = await seesPersonnel(db, member.organisationId, c.get("user").id, member.role);
        return c.json({ questions: await listQuestions(db, member.organisationId, filter, { personnelNames }) });
      })
      // The documents an answer can link, newest first.
      .get("/documents", async (c) => {
        const member = c.get("member");
        assertAllowed(member, "auditor.questions.answer");
        const files = await listAllFiles(db, member.organisationId);
        // A person's file (a VOG, a diploma) only for one who keeps the records: the Eigenaar shares it.
        const personnel = (await seesPersonnel(db, member.organisationId, c.get("user").id, member.role))
          ? await filesForAnswers(db, member.organisationId)
          : [];
        return c.json({
          documents: files.map((f) => ({ id: f.id, name: f.name, category: f.category })),
          personnel,
        });
      })
      .patch("/:id", jsonBody(updateQuestionSchema), async (c) => {
        const member = c.get("member");
        assertAllowed(member, "auditor.questions.answer");
        const id = questionId.safeParse(c.req.param("id"));
        if (!id.success) throw notFound(questionMessages.notFound);
        const input = await c.req.valid("json")();
        const personnel = await seesPersonnel(db, member.organisationId, c.get("user").id, member.role);
        const { question, answered, statusChanged } = await updateQuestion(db, member, c.get("user"), id.data, input, {
          personnel,
        });
        const subject = `${question.element}: ${shorten(question.question, 120)}`;
        if (answered) await activity.recordFor(c, "auditor.question.answered", subject);
        if (statusChanged) {
          await activity.recordFor(
            c,
            question.status === "done" ? "auditor.question.done" : "auditor.question.reopened",
            subject,
          );
        }
        return c.json({ question });
      })
  );
}
