/** The worker thread that reads an uploaded .docx (read-docx.ts), started by parse-docx.ts. */
import { defineParser } from "../../../server/http/parser-entry";
import { ApiError } from "../../../server/http/errors";
import { handbookImportMessages as t } from "../messages";
import { readHandbook } from "./read-docx";

defineParser(
  (input: { file: string }) => readHandbook(input.file),
  () => new ApiError(400, "damaged", t.damaged),
);
