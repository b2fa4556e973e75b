/**
 * Leesbevestigingen: an Eigenaar asks the team (everyone, or chosen roles or members) to read a topic
 * page or a document; each member answers 'Gelezen en begrepen' or 'Niet van toepassing voor mij'
 * with a reason. A confirmation counts for the version it names (a topic's revision, a document's
 * file); 'Opnieuw laten lezen' moves the item to a newer version, so earlier answers count for the
 * old one only. Schemas, answers and Dutch texts for both sides.
 */
import { z } from "zod";
import { roles, type Role } from "./schemas";
import { safeId, safeText } from "./input";

export const readingMessages = {
  chooseSubject: "Kies een pagina of document om te laten lezen.",
  chooseAudience: "Kies voor wie het geldt: iedereen, of gekozen rollen of personen.",
  chooseSomeone: "Kies ten minste één rol of persoon.",
  chooseAnswer: "Kies 'Gelezen en begrepen' of 'Niet van toepassing voor mij'.",
  reasonNeeded: "Schrijf kort waarom dit niet voor u geldt.",
  reasonTooLong: "De reden is te lang: ten hoogste 500 tekens.",
  unknownTopic: "Deze pagina bestaat niet.",
  unknownDocument: "Dit document bestaat niet of staat in de prullenbak.",
  unknownMember: "Een van de gekozen personen is geen lid van uw organisatie.",
  emptyTopic: "Deze pagina is nog leeg. Vul hem eerst in en vraag het team daarna om hem te lezen.",
  alreadyMarked: "Dit staat al op de leeslijst.",
  notFound: "Deze leesvraag bestaat niet (meer).",
  notForYou: "Deze leesvraag geldt niet voor u.",
  noNewVersion:
    "Deze pagina is sinds de vorige leesvraag niet gewijzigd. Pas eerst de tekst aan (die wordt vanzelf opgeslagen); daarna kunt u het team opnieuw laten lezen.",
  sameDocument: "Kies een ander document als nieuwe versie.",
  notADocument: "Alleen bij een document kiest u een nieuwe versie.",
  notATopic: "Alleen bij een pagina vraagt u hier opnieuw te lezen.",
  csvFileName: (day: string) => `Leesbevestigingen ${day}.csv`,
  csvHeader: ["Onderwerp", "Soort", "Versie", "Lid", "E-mailadres", "Rol", "Status", "Datum", "Reden"],
  deletedDocument: "Verwijderd document",
  pageVersion: (when: string) => `versie van ${when}`,
  olderVersion: "oudere versie",
  deletedVersion: "verwijderde versie",
  kindTopic: "Pagina",
  kindDocument: "Document",
  status: {
    read: "Gelezen en begrepen",
    not_applicable: "Niet van toepassing",
    outdated: "Oudere versie gelezen",
    open: "Nog niet gelezen",
  },
  chapter: "Leesbevestigingen",
  chapterIntro:
    "Wat het team moet lezen en hoeveel medewerkers de huidige versie hebben gelezen en begrepen. Wie het niet betreft, telt niet mee.",
  columns: ["Onderwerp", "Versie", "Gelezen"],
  readOf: (read: number, asked: number) => `${read} van ${asked}`,
  /** The handbook's and the management review's line. */
  summaryLine: (read: number, asked: number) => `Leesbevestigingen: ${read} van ${asked} gelezen`,
} as const;

export const readingAnswers = ["read", "not_applicable"] as const;
export type ReadingAnswer = (typeof readingAnswers)[number];
export type ReadingStatus = ReadingAnswer | "outdated" | "open";
export type ReadingSubjectKind = "topic" | "document";

const audienceFields = {
  audience: z.enum(["all", "chosen"], { error: readingMessages.chooseAudience }),
  roles: z
    .array(z.enum(roles, { error: readingMessages.chooseAudience }))
    .max(3)
    .default([]),
  members: z.array(safeId(readingMessages.unknownMember)).max(500).default([]),
};
const someoneChosen = (a: { audience: string; roles: string[]; members: string[] }) =>
  a.audience === "all" || a.roles.length + a.members.length > 0;

export const readingAudienceSchema = z
  .object(audienceFields)
  .strict()
  .refine(someoneChosen, { message: readingMessages.chooseSomeone, path: ["roles"] });

export const markReadingSchema = z
  .object({
    subject: z
      .object({
        kind: z.enum(["topic", "document"], { error: readingMessages.chooseSubject }),
        id: safeId(readingMessages.chooseSubject),
      })
      .strict(),
    ...audienceFields,
  })
  .strict()
  .refine(someoneChosen, { message: readingMessages.chooseSomeone, path: ["roles"] });

export const confirmReadingSchema = z
  .object({
    answer: z.enum(readingAnswers, { error: readingMessages.chooseAnswer }),
    reason: safeText({ trim: true }).pipe(z.string().max(500, readingMessages.reasonTooLong)).optional(),
  })
  .strict()
  .refine((a) => a.answer === "read" || (a.reason ?? "").length >= 3, {
    message: readingMessages.reasonNeeded,
    path: ["reason"],
  });

export const newDocumentVersionSchema = z
  .object({ documentId: safeId(readingMessages.unknownDocument), reread: z.boolean() })
  .strict();

export type ReadingAudienceInput = z.infer<typeof readingAudienceSchema>;
export type MarkReadingInput = z.infer<typeof markReadingSchema>;
export type ConfirmReadingInput = z.infer<typeof confirmReadingSchema>;

/** The version an item asks to read: a topic's revision or a document's file, as it exists today. */
export type ReadingVersionDto = {
  /** The kms_revision id or the stored_file id. */
  id: string | null;
  /** 'versie 7 van 12-03-2026' for a topic, the file name for a document. */
  label: string;
  at: string | null;
};

export type ReadingItemDto = {
  id: string;
  subject: { kind: ReadingSubjectKind; id: string; title: string; link: string };
  audience: "all" | "chosen";
  roles: Role[];
  members: string[];
  version: ReadingVersionDto;
  askedAt: string;
  /** How many members it applies to, and how many answered for this version. */
  counts: { asked: number; read: number; notApplicable: number };
  /** The caller's own answer for this version, when it applies to them. */
  mine: { applies: boolean; status: ReadingStatus; reason: string | null; at: string | null };
};

export type ReadingMemberRowDto = {
  userId: string;
  name: string;
  email: string;
  role: Role;
  status: ReadingStatus;
  /** The version the latest answer was for, and when. */
  version: string | null;
  at: string | null;
  reason: string | null;
};

export type ReadingItemDetailDto = ReadingItemDto & {
  /** Per member (owners only): the answer for this version, or for an older one. */
  people: ReadingMemberRowDto[] | null;
};

export type ReadingPersonDto = {
  userId: string;
  name: string;
  email: string;
  role: Role;
  items: { itemId: string; title: string; status: ReadingStatus; at: string | null }[];
};

/** 'Leesbevestigingen: 14 van 16 gelezen': what was asked and answered for the current versions. */
export type ReadingSummary = { asked: number; read: number; notApplicable: number };
