/** The worker thread that reads an uploaded .docx (read-docx.ts), started by parse-docx.ts. */
import { defineParser } from "@core/server/http/parser-entry";
import { ApiError } from "@core/server/http/errors";
import { handbookImportMessages as t } from "../messages";
import { readHandbook } from "./read-docx";

defineParser(
  (input: { file: string }) => readHandbook(input.file),
  () => new ApiError(400, "damaged", t.damaged),
);
