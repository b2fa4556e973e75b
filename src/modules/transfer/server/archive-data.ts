/**
 * The data files of an import ZIP (kms/values.json, the Verbeteren data, the questions of the
 * auditor, the Leesbevestigingen) are JSON of up to about the KMS quota: parsing and checking them
 * costs time and memory in proportion. So that a hostile or huge file cannot stall or crash the
 * server for everyone, that work runs in a worker thread with a heap ceiling and a time limit
 * (http/parse-worker.ts; archive.worker.ts), one import at a time per instance.
 *
 * The values are refused at once when wrong; the other files' refusals come back as answers, so
 * the caller keeps its order of checks (the quota before the shape of the Verbeteren data).
 */
import type { Config } from "@core/server/config";
import { ApiError } from "@core/server/http/errors";
import { ParseQueue, runInWorker } from "@core/server/http/parse-worker";
import type { ErrorCode } from "@core/shared/errors";
import { assertWithinLimits, goalSetIdOf, kindOf, valueSchema } from "@norm/kms-values";
import { GOAL_SETS_NAME } from "@norm/kms-names";
import { findUnsafeText } from "@core/shared/text-rules";
import { transferMessages as t } from "../messages";
import { valuesFileSchema } from "../schemas";
import type { VerbeterenFile } from "../verbeteren-archive";
import { checkQuestions, type QuestionsFile } from "@modules/auditor/server";
import { checkReading, type ReadingFile } from "@modules/reading/server";
import {
  checkPersonnel,
  personnelFileFromStaffTable,
  type PersonnelFile,
  peopleFromStaffTable,
  STAFF_TABLE_NAME,
} from "@modules/personnel/server";
import { checkReports, type ReportsFile } from "@modules/reports/server";
import { checkVerbeteren } from "./verbeteren";
import { approvalsFit } from "@modules/planning/server";
import { organisationFileSchema, type OrganisationFile } from "@modules/organisation/schemas";
import { safeShape } from "./safe-shape";
import { refuse } from "./zip-safety";

/** A live value, with the change note of the revision it is ('Geïmporteerd uit …'), if any. */
export type CheckedValue = { name: string; value: unknown; note?: string };

export type ArchiveDataInput = {
  values: Uint8Array;
  verbeteren?: Uint8Array;
  questions?: Uint8Array;
  reading?: Uint8Array;
  organisation?: Uint8Array;
  personnel?: Uint8Array;
  reports?: Uint8Array;
  /** The documents' paths in the archive, which the questions and the Leesbevestigingen link by. */
  documentPaths: string[];
  /** The paths of the documents of the category 'personeel' (Medewerkers' files). */
  personnelPaths: string[];
};

/** A file's checked content, or the refusal it earned. */
export type Checked<T> = { ok: true; value: T } | { ok: false; status: number; code: ErrorCode; message: string };

export type ArchiveData = {
  /** The live values the import keeps (a goal's parts only of a listed set). */
  values: CheckedValue[];
  /** What the values take of the KMS quota, as a save would count them. */
  kmsBytes: number;
  verbeteren: Checked<VerbeterenFile> | null;
  questions: Checked<QuestionsFile> | null;
  reading: Checked<ReadingFile> | null;
  organisation: Checked<OrganisationFile> | null;
  /** Medewerkers' records: the archive's file, else an older archive's staff table, else null. */
  personnel: Checked<PersonnelFile> | null;
  reports: Checked<ReportsFile> | null;
};

/**
 * A JSON file of the archive, or undefined when it is none, or holds a text the routes refuse (a
 * control character, an unpaired surrogate: see shared/text-rules.ts): what no page can make, no
 * import brings in, and its schema check then refuses the file.
 */
export function parseJson(bytes: Uint8Array): unknown {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
  } catch {
    return undefined;
  }
  return findUnsafeText(json) === undefined ? json : undefined;
}

function answer<T>(check: () => T): Checked<T> {
  try {
    return { ok: true, value: check() };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { ok: false, status: err.status, code: err.code, message: err.message };
  }
}

/** The work itself, on whatever thread runs it (the worker; a test may call it directly). */
export function checkArchiveData(input: ArchiveDataInput): ArchiveData {
  // The values: known names, valid shapes, within the size limits.
  const valuesFile = safeShape(valuesFileSchema, parseJson(input.values));
  if (!valuesFile.success) throw refuse(400, "not_an_export", t.notAnExport);
  // The staff table an archive made before its retirement (migration 0070) may hold: read as records.
  const staffTable = valuesFile.data.values.find((v) => !v.deleted && v.name === STAFF_TABLE_NAME);
  const live = valuesFile.data.values.filter((v) => !v.deleted && v.name !== STAFF_TABLE_NAME);
  const goalSets = live.find((v) => v.name === GOAL_SETS_NAME);
  const values: CheckedValue[] = [];
  const seen = new Set<string>();
  let kmsBytes = 0;
  for (const v of live) {
    const kind = kindOf(v.name);
    if (!kind || seen.has(v.name)) throw refuse(422, "unknown_value", t.unknownValue(v.name));
    seen.add(v.name);
    let clean: unknown;
    try {
      assertWithinLimits(kind, v.value);
      clean = valueSchema(kind).parse(v.value);
    } catch {
      throw refuse(422, "unknown_value", t.unknownValue(v.name));
    }
    const note = v.history.find((h) => h.revision === v.revision)?.note;
    values.push({ name: v.name, value: clean, ...(note === undefined ? {} : { note }) });
    kmsBytes += 2 * Buffer.byteLength(JSON.stringify(clean), "utf8");
  }
  // A goal's parts belong to a set in the list; parts of a set no longer listed are left out
  // (no page shows them, see kms.ts).
  const setIds = new Set(Array.isArray(goalSets?.value) ? (goalSets.value as string[]) : []);
  const kept = values.filter((v) => {
    const setId = goalSetIdOf(v.name);
    return setId === undefined || setIds.has(setId);
  });
  const paths = new Set(input.documentPaths);
  return {
    values: kept,
    kmsBytes,
    // Verbeteren: its shape and its links (to its own parts, its people, and the register and goals above).
    verbeteren: input.verbeteren ? answer(() => checkVerbeteren(parseJson(input.verbeteren!), kept)) : null,
    questions: input.questions
      ? answer(() => {
          const checked = checkQuestions(parseJson(input.questions!), paths);
          if (!checked) throw refuse(422, "bad_questions", t.badQuestions);
          return checked;
        })
      : null,
    reading: input.reading
      ? answer(() => {
          const checked = checkReading(parseJson(input.reading!), paths);
          if (!checked) throw refuse(422, "bad_reading", t.badReading);
          return checked;
        })
      : null,
    personnel: input.personnel
      ? answer(() => {
          const checked = checkPersonnel(parseJson(input.personnel!), new Set(input.personnelPaths));
          if (!checked) throw refuse(422, "bad_personnel", t.badPersonnel);
          return checked;
        })
      : staffTable
        ? answer(() => {
            const file = personnelFileFromStaffTable(peopleFromStaffTable(staffTable.value));
            const checked = checkPersonnel(file, new Set());
            if (!checked) throw refuse(422, "bad_personnel", t.badPersonnel);
            return checked;
          })
        : null,
    organisation: input.organisation
      ? answer(() => {
          const checked = safeShape(organisationFileSchema, parseJson(input.organisation!));
          if (!checked.success || !approvalsFit(checked.data.approvals, paths)) {
            throw refuse(422, "bad_organisation_data", t.badOrganisationData);
          }
          return checked.data;
        })
      : null,
    reports: input.reports
      ? answer(() => {
          const checked = checkReports(parseJson(input.reports!));
          if (!checked) throw refuse(422, "bad_reports", t.badReports);
          return checked;
        })
      : null,
  };
}

const entry = new URL("./archive.worker.ts", import.meta.url);
let queue: ParseQueue | undefined;

/** checkArchiveData in a worker within the import's limits; one import's data at a time per instance. */
export function parseArchiveData(config: Config, input: ArchiveDataInput): Promise<ArchiveData> {
  const refusals = {
    tooComplex: () => new ApiError(413, "too_complex", t.tooComplex),
    busy: () => new ApiError(503, "parser_busy", t.busy),
  };
  queue ??= new ParseQueue(config.PARSE_MAX_WAITING);
  return queue.run(
    () =>
      runInWorker<ArchiveDataInput, ArchiveData>(
        entry,
        input,
        { memoryMb: config.IMPORT_PARSE_MEMORY_MB, timeoutMs: config.IMPORT_PARSE_TIMEOUT_MS },
        refusals,
      ),
    refusals.busy,
  );
}

/** A file's refusal, thrown as the ApiError it was; its value otherwise. */
export function valueOf<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new ApiError(checked.status as ApiError["status"], checked.code, checked.message);
}
