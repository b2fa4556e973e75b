/**
 * The organisation as it may enter: its name and settings (PATCH /api/organisation, and the name at
 * sign-up), and organisatie/data.json in a full export (since version 5): the settings that shape
 * its deadlines (the law it works under and its complaint term, complaint-terms.ts) and every
 * 'Vastgesteld' (approvals.ts) with who and when. A topic is named by its slug, a document by its
 * path in the archive. `current`: the approval was of the version in force at export, so the import
 * keeps it current although its import writes the texts anew.
 */
import { z } from "zod";
import { safeLine } from "@core/shared/input";
import { complaintWeeksSchema, regimeSchema } from "@norm/complaint-terms-schemas";
import { limits } from "@core/shared/limits";
import { organisationSettingsMessages } from "./messages";

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

export const organisationNameSchema = z
  .string({ error: organisationSettingsMessages.nameMissing })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, organisationSettingsMessages.nameMissing)
      .max(limits.organisationNameMax, organisationSettingsMessages.nameTooLong)
      .refine((s) => !/[\r\n\t]/.test(s), organisationSettingsMessages.nameOneLine)
      .pipe(safeLine({ message: organisationSettingsMessages.nameControlChars })),
  );

/** PATCH /api/organisation: the name, 'Tweestapsverificatie verplicht', or both. */
export const organisationUpdateSchema = z
  .object({
    name: organisationNameSchema.optional(),
    twoFactorRequired: z.boolean({ error: organisationSettingsMessages.twoFactorOnOff }).optional(),
    /** Which law the organisation works under, and its own complaint term under the Jeugdwet (complaint-terms.ts). */
    regime: regimeSchema.optional(),
    complaintWeeks: complaintWeeksSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: organisationSettingsMessages.nameMissing,
    path: ["name"],
  });
