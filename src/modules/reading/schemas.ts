/** What the Leesbevestigingen API takes: the same schemas check the web forms and the routes. */
import { roles } from "@core/shared/permissions";
import { z } from "zod";
import { safeId, safeText } from "@core/shared/input";
import { readingMessages } from "./messages";
import { readingAnswers } from "./model";

const audienceFields = {
  audience: z.enum(["all", "chosen"], { error: readingMessages.chooseAudience }),
  roles: z
    .array(z.enum(roles, { error: readingMessages.chooseAudience }))
    .max(3)
    .default([]),
  members: z.array(safeId(readingMessages.unknownMember)).max(500).default([]),
};
const someoneChosen = (a: { audience: string; roles: string[]; members: string[] }) =>
  a.audience === "all" || a.roles.length + a.members.length > 0;

export const readingAudienceSchema = z
  .object(audienceFields)
  .strict()
  .refine(someoneChosen, { message: readingMessages.chooseSomeone, path: ["roles"] });

export const markReadingSchema = z
  .object({
    subject: z
      .object({
        kind: z.enum(["topic", "document"], { error: readingMessages.chooseSubject }),
        id: safeId(readingMessages.chooseSubject),
      })
      .strict(),
    ...audienceFields,
  })
  .strict()
  .refine(someoneChosen, { message: readingMessages.chooseSomeone, path: ["roles"] });

export const confirmReadingSchema = z
  .object({
    answer: z.enum(readingAnswers, { error: readingMessages.chooseAnswer }),
    reason: safeText({ trim: true }).pipe(z.string().max(500, readingMessages.reasonTooLong)).optional(),
  })
  .strict()
  .refine((a) => a.answer === "read" || (a.reason ?? "").length >= 3, {
    message: readingMessages.reasonNeeded,
    path: ["reason"],
  });

export const newDocumentVersionSchema = z
  .object({ documentId: safeId(readingMessages.unknownDocument), reread: z.boolean() })
  .strict();

export type ReadingAudienceInput = z.infer<typeof readingAudienceSchema>;
export type MarkReadingInput = z.infer<typeof markReadingSchema>;
export type ConfirmReadingInput = z.infer<typeof confirmReadingSchema>;
