/**
 * Medewerkers (personnel records): what the API answers, the kinds of relation, evidence and
 * register, and the organisation's rules. The Dutch names are in `messages.ts`; what the API takes
 * is in `schemas.ts` (zod); the date rules (VOG renewal, SKJ period, warnings) are in `rules.ts`.
 */
import { personnelItemKinds, personnelRegisters, personnelRelations, personnelValidity } from "./messages";

export { personnelItemKinds, personnelRegisters, personnelRelations, personnelValidity };

export type PersonnelRelation = keyof typeof personnelRelations;
export const personnelRelationList = Object.keys(personnelRelations) as [PersonnelRelation, ...PersonnelRelation[]];

export type PersonnelItemKind = keyof typeof personnelItemKinds;
export const personnelItemKindList = Object.keys(personnelItemKinds) as [PersonnelItemKind, ...PersonnelItemKind[]];

export type PersonnelRegister = keyof typeof personnelRegisters;
export const personnelRegisterList = Object.keys(personnelRegisters) as [PersonnelRegister, ...PersonnelRegister[]];

export type PersonnelValidity = keyof typeof personnelValidity;

/** The VOG is renewed every this many years unless the Eigenaar chooses 2 (some certifiers ask it). */
export const DEFAULT_VOG_YEARS = 3;
export const vogYearChoices = [2, 3] as const;
/** A leaver's record is kept this many years after the end date unless the organisation sets otherwise. */
export const DEFAULT_RETENTION_YEARS = 2;
/** An SKJ registration runs for a period of five years (herregistratie). */
export const SKJ_PERIOD_YEARS = 5;
/** Warnings ahead of a validity date, in days. */
export const personnelWarnDays = [90, 30] as const;
export { PERSONNEL_FILE_CATEGORY } from "@modules/documents/model";
/** A file on a record may be at most this large (uploaded in one request). */
export const PERSONNEL_FILE_MAX_BYTES = 20 * 1024 * 1024;

export type PersonnelFileDto = { id: string; name: string; size: number; url: string };

export type PersonnelItemDto = {
  id: string;
  kind: PersonnelItemKind;
  title: string;
  register: PersonnelRegister | null;
  number: string | null;
  /** yyyy-MM-dd: the diploma's date, the VOG's issue, the course's date, a registration period's start. */
  issuedOn: string | null;
  /** yyyy-MM-dd as entered. */
  validUntil: string | null;
  /** yyyy-MM-dd: the day it stops counting (a VOG by the organisation's rule, SKJ by its period). */
  expiresOn: string | null;
  validity: PersonnelValidity;
  points: number | null;
  profile: string | null;
  file: PersonnelFileDto | null;
};

export type PersonSummaryDto = {
  id: string;
  name: string;
  jobTitle: string;
  relation: PersonnelRelation;
  /** The person's account in this organisation, if any. */
  userId: string | null;
  startDate: string | null;
  endDate: string | null;
  hoursPerWeek: number | null;
  /** Not yet gone: no end date, or one today or later. */
  active: boolean;
  /** The record of the one asking. */
  own: boolean;
  /** The worst validity among the person's dates (the list's column), and how many need attention. */
  validity: PersonnelValidity;
  attention: number;
};

export type PersonDto = PersonSummaryDto & {
  /** The version of the record's own fields: a change sends it back (personUpdateSchema). */
  updatedAt: string;
  unregisteredReason: string;
  lastConversation: string | null;
  items: PersonnelItemDto[];
  /**
   * The introduction: what the organisation asks this person to read (Leesbevestigingen: the
   * meldcode, privacy, the calamity protocol, …) and whether they did. Null without an account.
   */
  introduction: { itemId: string; title: string; read: boolean; statusTitle: string; at: string | null }[] | null;
};

export type PersonnelSettingsDto = {
  vogYears: number;
  retentionYears: number;
  /** Members who read and keep every record besides the Eigenaars. */
  grants: string[];
};

export type PersonnelListDto = {
  people: PersonSummaryDto[];
  /** Whether the one asking sees and keeps every record (Eigenaar, or granted). */
  mayManage: boolean;
  settings: PersonnelSettingsDto;
};

export type PersonDetailDto = { person: PersonDto; mayManage: boolean };

/** What the auditor's link shows of one active person: dates and whether they count, never a file. */
export type AuditorPersonDto = {
  name: string;
  jobTitle: string;
  relation: PersonnelRelation;
  /** The newest VOG's last day, and whether it still counts today; null: no VOG kept. */
  vog: { expiresOn: string | null; current: boolean } | null;
  /** The newest registration per register. */
  registrations: { register: PersonnelRegister; expiresOn: string | null; current: boolean }[];
  /** Works unregistered with a written reason. */
  unregisteredReason: boolean;
  /** Trainings kept, and how many of them have expired. */
  trainings: number;
  trainingsExpired: number;
  lastConversation: string | null;
};
