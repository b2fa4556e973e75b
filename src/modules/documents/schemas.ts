/** What the document routes take (zod); apart from `documents.ts`, which the documents page loads. */
import { z } from "zod";
import { documentCategorySlugs } from "@norm/catalogue";
import { documentElementMessages, uploadMessages } from "./messages";
import { safeLine } from "@core/shared/input";
import { hkzElements, type HkzElementNumber } from "@norm/norm";

const elementNumbers = hkzElements.map((e) => e.number) as [HkzElementNumber, ...HkzElementNumber[]];
const elementNumber = z.enum(elementNumbers, { error: documentElementMessages.unknownElement });

/** A set of elements: known numbers, each once; answered in norm order. */
export const documentElementsSchema = z
  .array(elementNumber, { error: documentElementMessages.unknownElement })
  .max(elementNumbers.length, documentElementMessages.unknownElement)
  .transform((list) => elementNumbers.filter((n) => list.includes(n)));

/** PUT /api/documents/:id/elements: the elements this document belongs to from now on. */
export const setDocumentElementsSchema = z.object({ elements: documentElementsSchema }).strict();

/** POST /api/documents/elements: link a selection of documents to elements, or unlink them. */
export const bulkDocumentElementsSchema = z
  .object({
    documentIds: z
      .array(z.uuid({ error: documentElementMessages.notFound }), { error: documentElementMessages.noDocuments })
      .min(1, documentElementMessages.noDocuments)
      .max(500, documentElementMessages.tooManyDocuments),
    add: documentElementsSchema.default([]),
    remove: documentElementsSchema.default([]),
  })
  .strict()
  .refine((b) => b.add.length + b.remove.length > 0, documentElementMessages.nothingToChange);
export type BulkDocumentElementsInput = z.input<typeof bulkDocumentElementsSchema>;

/** The upload's 'Hoort bij normelement': element numbers, comma-separated, in the tus metadata. */
export const uploadElementsSchema = z
  .string({ error: documentElementMessages.unknownElement })
  .max(200, documentElementMessages.unknownElement)
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(documentElementsSchema);

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
  elements: uploadElementsSchema.optional(),
});
