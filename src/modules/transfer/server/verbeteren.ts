/**
 * The Verbeteren part of the full export and import (verbeteren/data.json, transfer/verbeteren-archive.ts):
 * improvement actions with their history, internal audits, the client questionnaire with its
 * answers, and the saved management reviews. Each module reads and writes its own tables (its
 * bulk.ts); this file puts their data together, checks an archive's links and maps people and ids.
 *
 * Export: a link from an action to a source that no longer exists (a deleted register row, goal,
 * audit or review) is written as no link (sourceId null; kind and label stay), so every link in an
 * archive points at something in the same archive.
 *
 * Import rules:
 * - Ids: every action, history entry, audit, checklist point, review and survey response gets a new
 *   id (ids are unique across organisations, and the exporting organisation may still exist here,
 *   as documents get new ids). Links follow: an action made from an audit finding or a review points
 *   at the new id; links to a register row or a goal keep their id, which the values keep too. A
 *   'Klacht' link is kept as it is: the app itself does not tie it to a row it can check.
 * - People: a person is the same member here when the same account (user id) or an account with the
 *   same e-mail address is a member of the organisation that imports. Everyone else is not carried
 *   over as a person: an action's owner becomes empty ('Eigenaar' must be chosen again), an auditor
 *   keeps their name as someone who is no longer a member, and 'saved by' keeps the name only. The
 *   action history keeps its text as it was.
 * - Refused (422, nothing written): a shape that does not fit, an id used twice, a link to a source
 *   or a person that is not in the archive.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import { exportActions, insertImportedActions } from "@modules/actions/server";
import { exportAudits, insertImportedAudits } from "@modules/audits/server";
import { exportReviews, insertImportedReviews } from "@modules/review/server";
import { exportSurvey, exportSurveyResponses, insertImportedSurvey } from "@modules/surveys/server";
import { listMembers } from "@modules/team/server";
import { GOAL_SETS_NAME, goalSetIds, tableRowIds } from "@norm/kms-names";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { transferMessages as t } from "../messages";
import {
  VERBETEREN_FORMAT,
  verbeterenFileSchema,
  type ExportedAction,
  type ExportedPerson,
  type VerbeterenFile,
} from "../verbeteren-archive";
import { refuse } from "./zip-safety";
import { safeShape } from "./safe-shape";
import { shorten } from "@core/shared/text-rules";

/** Whether an action's link points at something that exists (a complaint is a row of the 4.5 register). */
function linkExists(
  a: Pick<ExportedAction, "sourceKind" | "sourceId">,
  known: { register: Set<string>; goals: Set<string>; points: Set<string>; reviews: Set<string> },
): boolean {
  if (a.sourceId === null) return true;
  switch (a.sourceKind) {
    case "register":
    case "complaint":
      return known.register.has(a.sourceId);
    case "goal":
      return known.goals.has(a.sourceId);
    case "audit-finding":
      return known.points.has(a.sourceId);
    case "review":
      return known.reviews.has(a.sourceId);
    case "other":
      return false;
  }
}

/** The values an action can link into: the register of element 4.5 (its rows) and the goal sets. */
export const linkTargets: readonly string[] = [MELDINGEN_TABLE, GOAL_SETS_NAME];

/** Every reference to a person in the data (null: nobody). */
const personRefs = (d: Pick<VerbeterenFile, "actions" | "audits" | "survey" | "reviews">): (string | null)[] => [
  ...d.actions.flatMap((a) => [a.owner, a.createdBy, a.updatedBy, ...a.history.map((e) => e.by)]),
  ...d.audits.audits.flatMap((a) => [
    a.createdBy,
    a.updatedBy,
    ...a.auditors.map((x) => x.person),
    ...a.points.map((p) => p.updatedBy),
  ]),
  d.survey?.updatedBy ?? null,
  ...d.reviews.map((r) => r.savedBy),
];

/**
 * verbeteren/data.json of the organisation; the survey's answers are read and written a page at a
 * time. `values`: the live values of linkTargets as values.json holds them.
 */
export async function* verbeterenJson(
  db: Db,
  organisationId: string,
  values: ReadonlyMap<string, unknown>,
): AsyncGenerator<Buffer> {
  const [{ actions, names }, audits, survey, reviews, members] = await Promise.all([
    exportActions(db, organisationId),
    exportAudits(db, organisationId),
    exportSurvey(db, organisationId),
    exportReviews(db, organisationId),
    listMembers(db, organisationId),
  ]);
  const known = {
    register: new Set(tableRowIds(values.get(MELDINGEN_TABLE))),
    goals: new Set(goalSetIds(values.get(GOAL_SETS_NAME))),
    points: new Set(audits.audits.flatMap((a) => a.points.map((p) => p.id))),
    reviews: new Set(reviews.map((r) => r.id)),
  };
  const linked = actions.map((a) => (linkExists(a, known) ? a : { ...a, sourceId: null }));

  // Everyone referred to: members with name and e-mail, others by the name the data kept.
  for (const a of audits.audits) for (const x of a.auditors) if (!names.has(x.person)) names.set(x.person, x.name);
  for (const r of reviews) if (r.savedBy && !names.has(r.savedBy)) names.set(r.savedBy, r.savedByName);
  const ids = new Set(personRefs({ actions: linked, audits, survey, reviews }));
  ids.delete(null);
  const byId = new Map(members.map((m) => [m.userId, m]));
  const people: ExportedPerson[] = [...(ids as Set<string>)].sort().map((id) => {
    const member = byId.get(id);
    return member ? { id, name: member.name, email: member.email } : { id, name: names.get(id) ?? "", email: "" };
  });

  const head = {
    format: VERBETEREN_FORMAT,
    version: 1,
    people,
    actions: linked,
    audits,
    survey,
    reviews,
  } satisfies Omit<VerbeterenFile, "surveyResponses">;
  const json = JSON.stringify(head);
  yield Buffer.from(`${json.slice(0, -1)},"surveyResponses":[`);
  let first = true;
  for await (const response of exportSurveyResponses(db, organisationId)) {
    yield Buffer.from((first ? "" : ",") + JSON.stringify(response));
    first = false;
  }
  yield Buffer.from("]}");
}

const short = (s: string) => shorten(s, 60);

/**
 * Checks verbeteren/data.json against its schema and its links: to people listed in it, to audit
 * points and reviews in it, and to register rows and goals in the values being imported.
 */
export function checkVerbeteren(raw: unknown, values: readonly { name: string; value: unknown }[]): VerbeterenFile {
  const parsed = safeShape(verbeterenFileSchema, raw);
  if (!parsed.success) throw refuse(422, "bad_verbeteren", t.badVerbeteren);
  const file = parsed.data;
  const unique = (list: string[]) => new Set(list).size === list.length;
  const pointIds = file.audits.audits.flatMap((a) => a.points.map((p) => p.id));
  const personIds = file.people.map((p) => p.id);
  if (
    !unique(personIds) ||
    !unique(file.actions.map((a) => a.id)) ||
    !unique(file.audits.audits.map((a) => a.id)) ||
    !unique(pointIds) ||
    !unique(file.reviews.map((r) => r.id)) ||
    !unique(file.reviews.map((r) => `${r.year}/${r.version}`))
  ) {
    throw refuse(422, "bad_verbeteren", t.duplicateId);
  }

  const people = new Set(personIds);
  if (personRefs(file).some((id) => id !== null && !people.has(id)))
    throw refuse(422, "bad_verbeteren", t.unknownPerson);

  const valueOf = (name: string) => values.find((v) => v.name === name)?.value;
  const known = {
    register: new Set(tableRowIds(valueOf(MELDINGEN_TABLE))),
    goals: new Set(goalSetIds(valueOf(GOAL_SETS_NAME))),
    points: new Set(pointIds),
    reviews: new Set(file.reviews.map((r) => r.id)),
  };
  for (const a of file.actions) {
    if (!linkExists(a, known)) throw refuse(422, "bad_verbeteren", t.unknownSource(short(a.description)));
  }
  return file;
}

export type VerbeterenCounts = { actions: number; audits: number; surveyResponses: number; reviews: number };

/**
 * Writes a checked archive's Verbeteren data into the organisation, through each module's bulk
 * functions, with new ids and people mapped (see the rules above). Call inside the import's
 * transaction, after the organisation was found empty.
 */
export async function writeVerbeteren(
  tx: Db,
  organisationId: string,
  importer: { id: string },
  file: VerbeterenFile,
  at: string,
): Promise<VerbeterenCounts> {
  const members = await listMembers(tx, organisationId);
  const memberIds = new Set(members.map((m) => m.userId));
  const byEmail = new Map(members.map((m) => [m.email.trim().toLowerCase(), m.userId]));
  const person = new Map<string, string | null>();
  for (const p of file.people) {
    const email = p.email.trim().toLowerCase();
    person.set(p.id, memberIds.has(p.id) ? p.id : ((email && byEmail.get(email)) ?? null));
  }
  const who = (id: string | null) => (id === null ? null : (person.get(id) ?? null));
  /** Someone who is not a member here: the same new id (of no account) wherever they appear. */
  const absent = new Map<string, string>();
  const auditorId = (id: string) => {
    const mapped = who(id);
    if (mapped) return mapped;
    if (!absent.has(id)) absent.set(id, randomUUID());
    return absent.get(id)!;
  };

  const newIds = (ids: string[]) => new Map(ids.map((id) => [id, randomUUID()]));
  const auditIds = newIds(file.audits.audits.map((a) => a.id));
  const pointIds = newIds(file.audits.audits.flatMap((a) => a.points.map((p) => p.id)));
  const reviewIds = newIds(file.reviews.map((r) => r.id));

  await insertImportedAudits(
    tx,
    organisationId,
    {
      cycleStart: file.audits.cycleStart,
      audits: file.audits.audits.map((a) => ({
        ...a,
        id: auditIds.get(a.id)!,
        // Two people of the archive may be one member here: each auditor once.
        auditors: a.auditors
          .map((x) => ({ person: auditorId(x.person), name: x.name }))
          .filter((x, i, all) => all.findIndex((y) => y.person === x.person) === i),
        createdBy: who(a.createdBy),
        updatedBy: who(a.updatedBy),
        points: a.points.map((p) => ({ ...p, id: pointIds.get(p.id)!, updatedBy: who(p.updatedBy) })),
      })),
    },
    at,
    importer.id,
  );
  await insertImportedReviews(
    tx,
    organisationId,
    file.reviews.map((r) => ({
      ...r,
      id: reviewIds.get(r.id)!,
      savedBy: who(r.savedBy),
      // The snapshot names the audits it counted; they follow to their new ids.
      figures: r.figures.audits
        ? {
            ...r.figures,
            audits: {
              ...r.figures.audits,
              audits: r.figures.audits.audits.map((x) => ({ ...x, id: auditIds.get(x.id) ?? x.id })),
            },
          }
        : r.figures,
    })),
  );
  await insertImportedActions(
    tx,
    organisationId,
    file.actions.map((a) => ({
      ...a,
      id: randomUUID(),
      sourceId:
        a.sourceId === null
          ? null
          : a.sourceKind === "audit-finding"
            ? pointIds.get(a.sourceId)!
            : a.sourceKind === "review"
              ? reviewIds.get(a.sourceId)!
              : a.sourceId,
      owner: who(a.owner),
      createdBy: who(a.createdBy),
      updatedBy: who(a.updatedBy),
      history: a.history.map((e) => ({ ...e, id: randomUUID(), by: who(e.by) })),
    })),
  );
  await insertImportedSurvey(
    tx,
    organisationId,
    file.survey ? { ...file.survey, updatedBy: who(file.survey.updatedBy) } : null,
    file.surveyResponses,
  );
  return {
    actions: file.actions.length,
    audits: file.audits.audits.length,
    surveyResponses: file.surveyResponses.length,
    reviews: file.reviews.length,
  };
}
