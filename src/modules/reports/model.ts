/**
 * Melden: reports of incidents, calamities, violence, data breaches and complaints, made by every
 * member (and complaints by clients through the public form), triaged by the Eigenaar (and whom
 * she grants it) into the register of element 4.5. The Dutch names are in `messages.ts`; what the
 * API takes is in `schemas.ts`.
 */
import { meldingTypes } from "@norm/norm-topics";
import { reportCauses, reportSources, reportStatuses, reportTypes } from "./messages";

export { reportCauses, reportSources, reportStatuses, reportTypes };

export type ReportType = keyof typeof reportTypes;
export const reportTypeList = Object.keys(reportTypes) as [ReportType, ...ReportType[]];
export type ReportSource = keyof typeof reportSources;
export type ReportStatus = keyof typeof reportStatuses;
export type ReportCause = keyof typeof reportCauses;
export const reportCauseList = Object.keys(reportCauses) as [ReportCause, ...ReportCause[]];

/** A type of the register of 4.5 ('Incident', 'Calamiteit', …). */
export type RegisterType = (typeof meldingTypes)[number];
export const registerTypeList = [...meldingTypes] as [RegisterType, ...RegisterType[]];

/**
 * The register type a report's own type suggests, by its place in meldingTypes (Incident,
 * Calamiteit, Geweld in de zorgrelatie, Klacht, Datalek); the Eigenaar may choose another.
 */
const suggestedIndex: Record<ReportType, number> = {
  clientincident: 0,
  medewerkerincident: 0,
  anders: 0,
  calamiteit: 1,
  geweld: 2,
  klacht: 3,
  datalek: 4,
};
export const suggestedRegisterType = (type: ReportType): RegisterType => registerTypeList[suggestedIndex[type]]!;

export const reportLimits = {
  descriptionMax: 4_000,
  textMax: 2_000,
  lineMax: 200,
  /** How far back a member may date what happened. */
  pastYearsMax: 5,
} as const;

/** The public link's secret: an HMAC-SHA256 in base64url (43 characters), as the questionnaire's. */
export const complaintTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type ReportDto = {
  id: string;
  type: ReportType;
  source: ReportSource;
  status: ReportStatus;
  description: string;
  happenedOn: string | null;
  place: string;
  involved: string;
  immediateAction: string;
  /** The reporter chose that colleagues do not see the name. */
  anonymous: boolean;
  /** Null when hidden from this reader (anonymous, and the reader is no Eigenaar) or a client's complaint. */
  reporterName: string | null;
  /** The day it came in: a complaint's clock starts here. */
  receivedOn: string;
  createdAt: string;
  registerType: RegisterType | null;
  cause: ReportCause | null;
  analysis: string;
  /** The row of the 4.5 register made from it. */
  registerRowId: string | null;
  /** When it was put into the register, and when handled (ISO 8601): the report's own history. */
  triagedAt: string | null;
  feedback: string;
  handledAt: string | null;
  /** The reader made this report. */
  mine: boolean;
};

export type ReportListDto = {
  reports: ReportDto[];
  /** The reader may triage (Eigenaar, or granted). */
  mayTriage: boolean;
};

export type ReportSettingsDto = {
  /** Members (no Eigenaar) who may triage reports. */
  grants: string[];
  /** The public complaint link, when made. */
  link: { url: string; createdAt: string } | null;
  closed: boolean;
  /** The document with the complaint regulation linked from the public form. */
  regulationFileId: string | null;
};

/** What the public complaint form shows. */
export type PublicComplaintDto = {
  organisationName: string;
  closed: boolean;
  /** A link to the organisation's complaint regulation, when set. */
  regulationUrl: string | null;
};
