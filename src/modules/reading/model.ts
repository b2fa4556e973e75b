/**
 * Leesbevestigingen: an Eigenaar asks the team (everyone, or chosen roles or members) to read a topic
 * page or a document; each member answers 'Gelezen en begrepen' or 'Niet van toepassing voor mij'
 * with a reason. A confirmation counts for the version it names (a topic's revision, a document's
 * file); 'Opnieuw laten lezen' moves the item to a newer version, so earlier answers count for the
 * old one only. The answers, statuses and what the API answers; the texts are in `messages.ts`,
 * what the API takes in `schemas.ts` (zod).
 */

import type { Role } from "@core/shared/permissions";
export const readingAnswers = ["read", "not_applicable"] as const;
export type ReadingAnswer = (typeof readingAnswers)[number];
export type ReadingStatus = ReadingAnswer | "outdated" | "open";
export type ReadingSubjectKind = "topic" | "document";

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
