/**
 * 'Vastgesteld': an Eigenaar approves the current version of a topic page or a document. The
 * approval in force is the newest; a topic changed after it shows 'Gewijzigd na vaststelling'
 * until it is approved again, and its review date counts from the approval (due-items.ts), so a
 * typo fix does not move it.
 */
import { formatDateNl } from "@core/shared/format-date";

export type ApprovalSubject = "topic" | "document";

export type Approval = {
  /** The moment of the version approved: the topic's last change, the document's upload (ISO). */
  versionAt: string;
  /** ISO instant. */
  approvedAt: string;
  approvedByName: string;
};

/** The approvals in force, per topic slug and per document id. */
export type ApprovalsDto = { topic: Record<string, Approval>; document: Record<string, Approval> };

export const noApprovals = (): ApprovalsDto => ({ topic: {}, document: {} });

export type ApprovalState = "none" | "current" | "changed";

/** GET /api/planning/approvals: per topic with content its approval and state, per document its approval. */
export type ApprovalOverviewDto = {
  topics: Record<string, { approval: Approval | null; state: ApprovalState }>;
  documents: Record<string, Approval>;
};

/** Not approved, approved as it is now, or changed after the approval. */
export function approvalState(approval: Approval | undefined | null, lastChange: string | null): ApprovalState {
  if (!approval) return "none";
  return lastChange !== null && lastChange > approval.versionAt ? "changed" : "current";
}

export const approvalText = {
  approve: "Vaststellen",
  approveAgain: "Nieuwe versie vaststellen",
  approved: (a: Approval) => `Vastgesteld op ${formatDateNl(new Date(a.approvedAt))} door ${a.approvedByName}`,
  changed: (a: Approval) =>
    `Gewijzigd na vaststelling. De vorige versie is vastgesteld op ${formatDateNl(new Date(a.approvedAt))} door ${a.approvedByName}.`,
  none: "Nog niet vastgesteld.",
  ownerOnly: "Alleen een eigenaar kan vaststellen.",
  nothingYet: "Er is nog niets om vast te stellen. Vul de pagina eerst in.",
  done: (title: string) => `'${title}' is vastgesteld.`,
  unknownSubject: "Dit onderdeel of document bestaat niet (meer).",
  stepTitle: "Stel uw kwaliteitssysteem vast",
  stepProgress: (done: number, total: number) => `${done} van ${total} ingevulde pagina's vastgesteld.`,
  stepIntro:
    "Een auditor vraagt wie een tekst heeft vastgesteld, en wanneer. Loop de pagina's na en stel ze een voor een vast.",
  stepGo: (title: string) => `Vaststellen: ${title}`,
  next: (title: string) => `Volgende pagina om vast te stellen: ${title}`,
  explain:
    "Met vaststellen legt u vast dat deze versie geldt. De auditor ziet wie dat deed en wanneer. De herzieningsdatum telt vanaf de vaststelling.",
} as const;

/** 'Vastgesteld op … door ….', 'Gewijzigd na vaststelling …' or 'Nog niet vastgesteld.' (the auditor asks). */
export function approvalLine(topic: { approval: Approval | null; approvalState: ApprovalState }): string {
  if (topic.approvalState === "current" && topic.approval) return `${approvalText.approved(topic.approval)}.`;
  if (topic.approvalState === "changed" && topic.approval) return approvalText.changed(topic.approval);
  return approvalText.none;
}
