/**
 * Auditor access: a read-only link to the handbook and the documents for an auditor without an
 * account. The shapes the API answers and every Dutch text, shared by the server and the web app
 * (the input schemas: auditor-schemas.ts).
 */
import type { Handbook } from "./handbook";
import type { DocumentCategory } from "./catalogue";
import { paths } from "./paths";
import type { AuditorQuestionDto } from "./auditor-questions";
import type { ElementSummary } from "@modules/elements/model";
import type { AuditorPersonDto } from "@modules/personnel/model";

export const auditorLinkDays = { min: 1, max: 30, default: 14 } as const;
export const auditorNameMax = 120;

/** Where the auditor opens the link; the token follows in the URL fragment (#), never in the path. */
export const auditorViewPath = paths.auditor;

/** Tokens are 32 random bytes, base64url: anything else is no token of ours. */
export const auditorTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const auditorMessages = {
  mailTooMany: "U heeft het afgelopen uur veel auditorlinks gemaild. Probeer het over een uur opnieuw.",
  nameMissing: "Vul de naam van de auditor in.",
  nameTooLong: `Een naam is ten hoogste ${auditorNameMax} tekens.`,
  nameOneLine: "Een naam past op één regel.",
  daysInvalid: `Kies een geldigheid van ${auditorLinkDays.min} tot en met ${auditorLinkDays.max} dagen.`,
  linkNotFound: "Deze auditorlink bestaat niet (meer).",
  linkNotActive: "Deze link is verlopen of ingetrokken. Maak een nieuwe link aan.",
  mailDisabled: "Versturen per e-mail is op deze server niet ingesteld. Kopieer de link en stuur hem zelf.",
  mailWrongToken: "Deze link hoort niet bij deze auditor. Maak een nieuwe link aan.",
  mailFailed: "De e-mail kon niet worden verstuurd. Probeer het later opnieuw, of kopieer de link en stuur hem zelf.",
  // The auditor's side.
  missing: "Deze link is niet compleet. Gebruik de hele link die u kreeg.",
  unknown: "Deze link bestaat niet. Controleer of u de hele link heeft gebruikt.",
  expired: "Deze link is verlopen.",
  revoked: "Deze link is ingetrokken.",
  documentNotFound: "Dit document bestaat niet (meer).",
} as const;

export type AuditorLinkStatus = "active" | "expired" | "revoked";
export const auditorStatusNames: Record<AuditorLinkStatus, string> = {
  active: "Actief",
  expired: "Verlopen",
  revoked: "Ingetrokken",
};

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

/** POST /api/auditor-links answers the full link once; only its hash is kept. */
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

/** What one use of a link was, in Dutch ('Handboek geopend', 'Document gedownload: x.pdf'). */
export function describeAccess(access: AuditorAccessDto): string {
  return access.kind === "opened" ? "Handboek geopend" : `Document gedownload: ${access.documentName ?? "onbekend"}`;
}
