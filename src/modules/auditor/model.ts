/**
 * Auditor access: a read-only link to the handbook, the documents and the elements for an auditor
 * without an account, and the questions the auditor asks through it ('Vragen van de auditor': about
 * one HKZ element; an Eigenaar or Bewerker answers, links a document and marks it done). The shapes
 * the API answers and the limits; the Dutch texts are in messages.ts, the zod input in schemas.ts
 * (so the Overzicht's card of questions loads no zod).
 */
import type { Handbook } from "@modules/handbook/model";
import type { DocumentCategory } from "@norm/catalogue";
import type { HkzElementNumber } from "@norm/norm";
import { paths } from "@core/shared/paths";
import type { ElementSummary } from "@modules/elements/model";
import type { AuditorPersonDto } from "@modules/personnel/model";

export const auditorLinkDays = { min: 1, max: 30, default: 14 } as const;
export const auditorNameMax = 120;

/** Where the auditor opens the link; the token follows in the URL fragment (#), never in the path. */
export const auditorViewPath = paths.auditor;

/** Tokens are 32 random bytes, base64url: anything else is no token of ours. */
export const auditorTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type AuditorLinkStatus = "active" | "expired" | "revoked";

export type AuditorAccessDto = {
  at: string;
  kind: "opened" | "document";
  /** The document's name at the time of the download. */
  documentName: string | null;
};

export type AuditorLinkDto = {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  createdBy: string | null;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  status: AuditorLinkStatus;
  /** Newest first. */
  access: AuditorAccessDto[];
};

/** POST /api/auditor/links answers the full link once; only its hash is kept. */
export type CreatedAuditorLinkDto = { link: AuditorLinkDto; url: string };

export type AuditorDocumentDto = {
  id: string;
  name: string;
  category: DocumentCategory;
  size: number;
  uploadedAt: string;
};

/** GET /api/auditor-view: what the auditor's page shows. */
export type AuditorViewDto = {
  organisationName: string;
  auditorName: string;
  expiresAt: string;
  handbook: Handbook;
  /** The 23 HKZ elements with their readiness: the per-element navigation. */
  elements: ElementSummary[];
  documents: AuditorDocumentDto[];
  /** What this auditor asked (through this or an earlier link), newest first, with the answers. */
  questions: AuditorQuestionDto[];
  /** Medewerkers: a summary per active person (VOG, registration, training), never a file. */
  personnel: AuditorPersonDto[];
};

export const questionLimits = {
  questionMax: 2000,
  answerMax: 4000,
  /** Questions one link may ask per hour: plenty for an audit, too few to flood a mailbox. */
  perLinkPerHour: 30,
} as const;

export const questionStatuses = ["open", "done"] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

export type AuditorQuestionDto = {
  id: string;
  element: HkzElementNumber;
  question: string;
  auditorName: string;
  askedAt: string;
  status: QuestionStatus;
  /** '' while nobody answered. */
  answer: string;
  answeredAt: string | null;
  answeredBy: string | null;
  /** The linked document, while it exists and is not in the recycle bin. */
  document: { id: string; name: string } | null;
  doneAt: string | null;
  doneBy: string | null;
};
