/** The worker thread that reads an import ZIP's data files (archive-data.ts). */
import { defineParser } from "@core/server/http/parser-entry";
import { ApiError } from "@core/server/http/errors";
import { transferMessages as t } from "../messages";
import { checkArchiveData, type ArchiveDataInput } from "./archive-data";

defineParser(
  (input: ArchiveDataInput) => Promise.resolve().then(() => checkArchiveData(input)),
  () => new ApiError(400, "not_an_export", t.notAnExport),
);
