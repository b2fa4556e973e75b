/**
 * The shape of every KMS value, derived from the topic catalogue: which names exist and what each
 * holds (text, table rows, the goal-set list). The server validates writes with these schemas; the
 * web app uses the same names and row shapes.
 */
import { z } from "zod";
import { goalTableColumns, topics, DATE_COLUMN_KEY, type TableColumn } from "@norm/catalogue";
import { limits } from "@core/shared/limits";
import { calendarDay, revisionSchema, safeText } from "@core/shared/input";
import { GOAL_SETS_NAME } from "@norm/kms-names";
import { analysisValuePattern } from "@modules/report-analysis/model";

/** The Dutch texts of a KMS value's checks, on both sides (the API's other answers: modules/kms/messages.ts). */
export const kmsValueMessages = {
  badId: "Deze gegevens kunnen niet worden opgeslagen. Ververs de pagina en probeer het opnieuw.",
  dateFormat: "Een datum kiest u in de kalender.",
  invalidDate: "Ongeldige datum.",
  tooManyGoals: "Ten hoogste 200 doelstellingen.",
  goalTwice: "Een doelstelling staat twee keer in de lijst. Ververs de pagina en probeer het opnieuw.",
  chooseOption: (column: string, options: readonly string[]) => `Kies bij '${column}' een van: ${options.join(", ")}.`,
  textTooLong: (max: number) => `Deze tekst is te lang: ten hoogste ${max.toLocaleString("nl-NL")} tekens.`,
  tableTooLarge: (max: number) => `Deze tabel is te groot: ten hoogste ${max.toLocaleString("nl-NL")} rijen.`,
  cellTooLong: (max: number) => `Een cel is te lang: ten hoogste ${max.toLocaleString("nl-NL")} tekens.`,
  staleRevision: "Dit onderdeel kon niet worden opgeslagen. Ververs de pagina en probeer het opnieuw.",
  valueMissing: "Geef een waarde mee.",
} as const;

export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, kmsValueMessages.badId);

export type TableRow = { id: string } & Record<string, string>;

export type ValueKind = { kind: "text" } | { kind: "table"; columns: readonly TableColumn[] } | { kind: "goalSets" };

const staticKinds = new Map<string, ValueKind>();
for (const topic of topics) {
  for (const section of topic.sections) {
    if (section.kind === "text") staticKinds.set(section.name, { kind: "text" });
    if (section.kind === "table") staticKinds.set(section.name, { kind: "table", columns: section.columns });
  }
}
staticKinds.set(GOAL_SETS_NAME, { kind: "goalSets" });

const dynamic: { pattern: RegExp; kind: ValueKind }[] = [
  // Order matters: the table prefix is longer than the text prefix.
  {
    pattern: /^kwaliteitsdoelstelling-table-([A-Za-z0-9_-]{1,64})$/,
    kind: { kind: "table", columns: goalTableColumns },
  },
  { pattern: /^kwaliteitsdoelstelling-([A-Za-z0-9_-]{1,64})$/, kind: { kind: "text" } },
  { pattern: /^doelstelling-status-([A-Za-z0-9_-]{1,64})$/, kind: { kind: "text" } },
  // The owner's analysis of a quarter of the register of 4.5 (modules/report-analysis).
  { pattern: analysisValuePattern, kind: { kind: "text" } },
];

/** What a value name holds, or undefined when the catalogue does not know the name. */
export function kindOf(name: string): ValueKind | undefined {
  const known = staticKinds.get(name);
  if (known) return known;
  return dynamic.find((d) => d.pattern.test(name))?.kind;
}

/** The goal set a value belongs to (its text, table or status), or undefined for other names. */
export function goalSetIdOf(name: string): string | undefined {
  for (const d of dynamic) {
    if (d.pattern === analysisValuePattern) continue;
    const match = d.pattern.exec(name);
    if (match) return match[1];
  }
  return undefined;
}

/** A stored date: ISO yyyy-MM-dd, shown as dd-MM-yyyy. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, kmsValueMessages.dateFormat)
  .pipe(calendarDay({ message: kmsValueMessages.invalidDate }));

/** Thrown for values that are well-formed but too large (the route answers 413). */
export class TooLargeError extends Error {}

/** Kinds are fixed objects of the catalogue, so each schema is built once, not on every save. */
const schemas = new WeakMap<ValueKind, z.ZodType>();

export function valueSchema(kind: ValueKind): z.ZodType {
  let schema = schemas.get(kind);
  if (!schema) {
    schema = buildValueSchema(kind);
    schemas.set(kind, schema);
  }
  return schema;
}

function buildValueSchema(kind: ValueKind): z.ZodType {
  switch (kind.kind) {
    case "text":
      return safeText();
    case "goalSets":
      return z
        .array(idSchema)
        .max(200, kmsValueMessages.tooManyGoals)
        .refine((ids) => new Set(ids).size === ids.length, kmsValueMessages.goalTwice);
    case "table": {
      const shape: Record<string, z.ZodType> = { id: idSchema };
      for (const col of kind.columns) {
        // A computed column is worked out when shown; storing it is refused (strict object).
        if (col.computed) continue;
        shape[col.key] = cellSchema(col).optional();
      }
      return z.array(z.strictObject(shape));
    }
  }
}

function cellSchema(col: TableColumn): z.ZodType {
  if (col.key === DATE_COLUMN_KEY) return z.union([z.literal(""), isoDate]);
  if (col.choice) {
    const options = col.choice;
    return z.string().refine((v) => v === "" || options.includes(v), {
      message: kmsValueMessages.chooseOption(col.title, options),
    });
  }
  return safeText();
}

/** Size limits apply before the shape check so a huge value gets 413, not a slow parse. */
export function assertWithinLimits(kind: ValueKind, value: unknown): void {
  if (kind.kind === "text" && typeof value === "string" && value.length > limits.textMaxChars) {
    throw new TooLargeError(kmsValueMessages.textTooLong(limits.textMaxChars));
  }
  if (kind.kind === "table" && Array.isArray(value)) {
    if (value.length > limits.tableMaxRows) {
      throw new TooLargeError(kmsValueMessages.tableTooLarge(limits.tableMaxRows));
    }
    for (const row of value) {
      if (row && typeof row === "object") {
        for (const cell of Object.values(row)) {
          if (typeof cell === "string" && cell.length > limits.textMaxChars) {
            throw new TooLargeError(kmsValueMessages.cellTooLong(limits.textMaxChars));
          }
        }
      }
    }
  }
}

export type KmsValueDto = {
  value: unknown;
  revision: number;
  updatedAt: string;
  updatedBy: string;
  /** The name of who saved it last; null when that account no longer exists. */
  updatedByName: string | null;
};
/** The answer to a save: the new revision, not the value (the caller sent it; echoing it would double the bytes). */
export type KmsSavedDto = Omit<KmsValueDto, "value">;
/** A live event (GET /api/kms/events, event 'kms'): a value was saved or deleted; no value in it. */
export type KmsEventDto = {
  name: string;
  revision: number;
  updatedBy: string;
  updatedByName: string | null;
  updatedAt: string;
  deleted?: true;
};
export type KmsValuesDto = { values: Record<string, KmsValueDto> };

const staleRevisionMessage = kmsValueMessages.staleRevision;

export const putValueSchema = z.object({
  value: z.unknown().refine((v) => v !== undefined, kmsValueMessages.valueMissing),
  /** The revision the edit started from; 0 when the value did not exist yet. */
  baseRevision: revisionSchema({ message: staleRevisionMessage }),
});

export type ConflictBody = { code: "conflict"; message: string; current: KmsValueDto | null };
