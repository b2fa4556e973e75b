/** What the document routes take (zod); apart from `documents.ts`, which the documents page loads. */
import { z } from "zod";
import { documentCategorySlugs } from "./catalogue";
import { uploadMessages } from "./documents";
import { safeLine } from "./input";

export const fileCategorySchema = z.enum(documentCategorySlugs, { error: uploadMessages.unknownCategory });

/** The recycle bin's list: one category, or all. */
export const binQuerySchema = z.object({ category: fileCategorySchema.optional() });

/** tus Upload-Metadata sent by the browser. */
export const uploadMetadataSchema = z.object({
  filename: z
    .string({ error: uploadMessages.nameMissing })
    .min(1, uploadMessages.nameMissing)
    .max(1024, uploadMessages.nameTooLong)
    .pipe(safeLine({ message: uploadMessages.nameInvisible })),
  category: fileCategorySchema,
  filetype: z.string({ error: uploadMessages.typeInvalid }).max(255, uploadMessages.typeInvalid).optional(),
});
