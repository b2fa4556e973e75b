/**
 * organisatie/data.json in a full export (since version 5): the organisation's settings that shape
 * its deadlines (the law it works under and its complaint term, complaint-terms.ts) and every
 * 'Vastgesteld' (approvals.ts) with who and when. A topic is named by its slug, a document by its
 * path in the archive. `current`: the approval was of the version in force at export, so the import
 * keeps it current although its import writes the texts anew.
 */
import { z } from "zod";
import { safeLine } from "@core/shared/input";
import { complaintWeeksSchema, regimeSchema } from "@norm/complaint-terms-schemas";

const moment = z.iso.datetime();

export const organisationFileSchema = z.object({
  settings: z.object({ regime: regimeSchema.nullable(), complaintWeeks: complaintWeeksSchema }),
  approvals: z
    .array(
      z.object({
        subject: z.enum(["topic", "document"]),
        ref: safeLine().min(1).max(1024),
        versionAt: moment,
        approvedAt: moment,
        approvedByName: safeLine().max(500),
        current: z.boolean(),
      }),
    )
    .max(100_000),
});

export type OrganisationFile = z.infer<typeof organisationFileSchema>;
