/**
 * Kysely table types. Timestamps are ISO 8601 text in UTC on both engines, so one query path works
 * for SQLite and PostgreSQL and values sort as text.
 */
import type { Generated } from "kysely";
import type { Role } from "../../../shared/schemas";

export interface OrganisationTable {
  id: string;
  name: string;
  created_at: string;
  /** 0 or 1: every member must sign in with two-factor (migration 0011). */
  two_factor_required: Generated<number>;
  /** 'jeugdwet', 'wkkgz' or 'beide'; null until answered (migration 0045, shared/complaint-terms.ts). */
  regime: string | null;
  /** The own complaint regulation's term under the Jeugdwet, in weeks; null: the usual 6. */
  complaint_weeks: number | null;
}

export interface MembershipTable {
  organisation_id: string;
  user_id: string;
  role: Role;
  created_at: string;
}

export interface WaitlistTable {
  email: string;
  created_at: string;
  approved_at: string | null;
}

export interface KmsValueTable {
  organisation_id: string;
  name: string;
  /** JSON text of the value. */
  value: string;
  revision: number;
  updated_at: string;
  updated_by: string;
  /** 1 for a deleted value: the row stays so its revisions never restart (migration 0006). */
  deleted: Generated<number>;
}

/** Bytes the quality system stores per organisation (values and history), kept by triggers. */
export interface OrganisationUsageTable {
  organisation_id: string;
  /** bigint: a string from PostgreSQL, a number from SQLite. */
  kms_bytes: number | string;
  /** What the client survey's answers store (migration 0021). */
  survey_bytes: Generated<number | string>;
}

export interface KmsRevisionTable {
  id: string;
  organisation_id: string;
  name: string;
  revision: number;
  /** JSON text of the value, or null when the value was deleted. */
  value: string | null;
  created_at: string;
  created_by: string;
}

/** An uploaded handbook waiting for 'Importeren' (migration 0027). */
export interface HandbookImportTable {
  id: string;
  organisation_id: string;
  user_id: string;
  file_name: string;
  size: number | string;
  storage_key: string;
  parsed: string;
  created_at: string;
  expires_at: number | string;
}

/** The stored file of a removed import draft, for the sweep to remove (migration 0031). */
export interface HandbookImportFileRemovalTable {
  storage_key: string;
}

/** A note on one revision of a value, such as 'Geïmporteerd uit handboek.docx' (migration 0027). */
export interface KmsRevisionNoteTable {
  organisation_id: string;
  name: string;
  revision: number;
  note: string;
}

/** One entry of the organisation's activity log; never updated (migration 0016). */
export interface ActivityEventTable {
  id: string;
  organisation_id: string;
  at: string;
  user_id: string | null;
  /** Who, as text at the time: 'Anna de Vries (anna@…)', or an auditor. */
  actor: string;
  kind: string;
  subject: string | null;
  detail: string | null;
  address: string | null;
}

export interface BillingCustomerTable {
  organisation_id: string;
  stripe_customer_id: string;
  created_at: string;
}

export interface BillingSubscriptionTable {
  /** Stripe's subscription id. */
  id: string;
  organisation_id: string;
  stripe_customer_id: string;
  status: string;
  /** 0 or 1: booleans as integers on both engines. */
  cancel_at_period_end: number;
  /** Seconds since the epoch, as Stripe gives it. */
  current_period_end: number | string | null;
  product_name: string | null;
  unit_amount: number | null;
  currency: string | null;
  stripe_created: number | string;
  updated_at: string;
}

export interface BillingEventTable {
  id: string;
  type: string;
  processed_at: string;
}

export interface StoredFileTable {
  id: string;
  organisation_id: string;
  category: string;
  /** Display name (the user's own name, cleaned of invisible characters); null while uploading. */
  name: string | null;
  /** The cleaned name the user uploaded, before a ' (2)' suffix was added. */
  requested_name: string;
  size: number;
  content_type: string;
  /** Generated, never derived from the name. */
  storage_key: string;
  /** 'deleted': in the recycle bin; 'purging': leaving the bin, its bytes being removed. */
  status: "uploading" | "ready" | "deleted" | "purging";
  created_at: string;
  uploaded_at: string | null;
  uploaded_by: string;
  /** When and by whom it was moved to the recycle bin; null otherwise. */
  deleted_at: string | null;
  deleted_by: string | null;
}

/** better-auth's user table, as far as we read it. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  /** better-auth's two-factor plugin: 0/1 on SQLite, a boolean on PostgreSQL, null on older rows. */
  twoFactorEnabled: Generated<number | boolean | null>;
  /** 0/1 on SQLite, a boolean on PostgreSQL; written through better-auth only. */
  emailVerified: number | boolean;
}

/** better-auth's session table (created by its own migrations); read by our session guard. */
export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  /** ISO text on SQLite, a Date on PostgreSQL (also the two below). */
  expiresAt: string | Date;
  createdAt: string | Date;
  updatedAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface RateLimitTable {
  key: string;
  /** Epoch milliseconds; PostgreSQL returns bigint as a string. */
  window_start: number | string;
  count: number;
  /** Epoch milliseconds: the end of the window; the cleanup job removes the row then. */
  expires_at: number | string;
}

/** One random value per day (Europe/Amsterdam) for the keyed hash of addresses in rate limits. */
export interface RateLimitSecretTable {
  day: string;
  secret: string;
}

export interface InvitationTable {
  id: string;
  organisation_id: string;
  email: string;
  role: Role;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

/** The organisation a session works in (none: the oldest membership). */
export interface SessionOrganisationTable {
  session_token: string;
  organisation_id: string;
}

export interface AuditorLinkTable {
  id: string;
  organisation_id: string;
  auditor_name: string;
  auditor_email: string;
  token_hash: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface AuditorQuestionTable {
  id: string;
  organisation_id: string;
  link_id: string | null;
  auditor_name: string;
  auditor_email: string;
  element: string;
  question: string;
  asked_at: string;
  status: "open" | "done";
  answer: Generated<string>;
  document_id: string | null;
  answered_at: string | null;
  answered_by_name: string | null;
  done_at: string | null;
  done_by_name: string | null;
}

export interface AuditorAccessTable {
  id: string;
  link_id: string;
  organisation_id: string;
  at: string;
  kind: "opened" | "document";
  document_id: string | null;
  document_name: string | null;
  client_address: string | null;
}

/** A review date set by hand (migration 0014); without a row the default applies. */
export interface ReviewDateTable {
  organisation_id: string;
  subject_kind: "topic" | "document";
  subject_id: string;
  review_on: string;
  updated_by: string | null;
  updated_at: string;
}

/** 'Vastgesteld': an approval of a topic page's or a document's version (migration 0042). */
export interface ApprovalTable {
  id: string;
  organisation_id: string;
  subject_kind: "topic" | "document";
  subject_id: string;
  version_at: string;
  approved_at: string;
  approved_by: string | null;
  approved_by_name: string;
}

/** 'Afgerond' on one occurrence of a due item. */
export interface DueCompletionTable {
  id: string;
  organisation_id: string;
  item_id: string;
  due_on: string;
  completed_on: string;
  completed_by: string | null;
  completed_at: string;
}

export interface CalendarFeedTable {
  user_id: string;
  organisation_id: string;
  token_hash: string;
  nonce: string;
  created_at: string;
}

export interface ReminderPreferenceTable {
  user_id: string;
  email_reminders: number;
  updated_at: string;
}

export interface ReminderMailTable {
  key: string;
  user_id: string;
  organisation_id: string;
  kind: string;
  claimed_at: string;
  sent_at: string | null;
}

/** Cliëntervaringen: the organisation's questionnaire and its public link (migration 0019). */
export interface ClientSurveyTable {
  organisation_id: string;
  /** JSON: SurveyQuestion[] (shared/surveys.ts). */
  questions: string;
  revision: number;
  updated_at: string;
  updated_by: string | null;
  token_nonce: string | null;
  token_hash: string | null;
  token_created_at: string | null;
  /** When the owner closed the questionnaire; null: open. */
  closed_at: string | null;
}

/** One client's anonymous answers: only the day it came in. */
export interface ClientSurveyResponseTable {
  id: string;
  organisation_id: string;
  submitted_on: string;
}

/** Answers past the link's limit, waiting for the Eigenaar (migration 0039): `answers` is JSON. */
export interface ClientSurveySetAsideTable {
  id: string;
  organisation_id: string;
  submitted_on: string;
  answers: string;
}

export interface ClientSurveyAnswerTable {
  response_id: string;
  organisation_id: string;
  question_id: string;
  question_text: string;
  kind: "scale" | "open";
  score: number | null;
  answer_text: string | null;
}

/** Organisatiebeoordeling: every saved version of a year's management review (migration 0020). */
/** A document linked to an HKZ element (migration 0022). */
export interface DocumentElementTable {
  organisation_id: string;
  document_id: string;
  element: string;
  created_at: string;
}

export interface ManagementReviewTable {
  id: string;
  organisation_id: string;
  year: number;
  version: number;
  figures: string;
  conclusions: string;
  new_goals: string;
  saved_at: string;
  saved_by: string | null;
  saved_by_name: string;
}

export interface JobLeaseTable {
  name: string;
  holder: string | null;
  /** Epoch milliseconds; PostgreSQL returns bigint as a string. */
  expires_at: number | string;
}

/** A Verbeteractie (migration 0017); owned by src/modules/actions. */
export interface ImprovementActionTable {
  id: string;
  organisation_id: string;
  description: string;
  source_kind: string;
  source_id: string | null;
  source_label: string | null;
  owner_id: string | null;
  due_date: string;
  status: string;
  result: string;
  completed_on: string | null;
  revision: number;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** One accepted change of a Verbeteractie; never updated (migration 0017). */
export interface ImprovementActionEventTable {
  id: string;
  organisation_id: string;
  action_id: string;
  revision: number;
  at: string;
  user_id: string | null;
  actor: string;
  kind: "created" | "changed";
  /** JSON text: { field: [from, to] }. */
  changes: string;
}

/** A person who works for the organisation (migration 0046); owned by src/modules/personnel. */
export interface PersonnelPersonTable {
  id: string;
  organisation_id: string;
  user_id: string | null;
  name: string;
  job_title: string;
  relation: string;
  start_date: string | null;
  end_date: string | null;
  hours_tenths: number | null;
  unregistered_reason: string;
  last_conversation: string | null;
  created_at: string;
  updated_at: string;
}

/** A diploma, registration, VOG or training of a person (migration 0046). */
export interface PersonnelItemTable {
  id: string;
  organisation_id: string;
  person_id: string;
  kind: string;
  title: string;
  register: string | null;
  number: string | null;
  issued_on: string | null;
  valid_until: string | null;
  points: number | null;
  profile: string | null;
  file_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The organisation's personnel rules (migration 0046); no row: the defaults. */
export interface PersonnelSettingTable {
  organisation_id: string;
  vog_years: number;
  retention_years: number;
}

/** A member the Eigenaar lets read and keep every personnel record (migration 0046). */
export interface PersonnelGrantTable {
  organisation_id: string;
  user_id: string;
  created_at: string;
}

/** A report or a client's complaint (migration 0048); owned by src/modules/reports. */
export interface ReportTable {
  id: string;
  organisation_id: string;
  source: string;
  type: string;
  status: string;
  description: string;
  happened_on: string | null;
  place: string;
  involved: string;
  immediate_action: string;
  anonymous: number;
  reporter_id: string | null;
  received_on: string;
  created_at: string;
  register_type: string | null;
  cause: string | null;
  analysis: string;
  register_row_id: string | null;
  triaged_at: string | null;
  triaged_by: string | null;
  feedback: string;
  handled_at: string | null;
}

/** A member the Eigenaar lets triage reports (migration 0048). */
export interface ReportGrantTable {
  organisation_id: string;
  user_id: string;
  created_at: string;
}

/** The public complaint link of an organisation (migration 0048). */
export interface ReportLinkTable {
  organisation_id: string;
  token_nonce: string | null;
  token_hash: string | null;
  token_created_at: string | null;
  closed_at: string | null;
  regulation_file_id: string | null;
}

/** An internal audit (migration 0018). */
export interface InternalAuditTable {
  id: string;
  organisation_id: string;
  audit_on: string;
  /** JSON [{ id, name }] */
  auditors: string;
  /** JSON string[] of HKZ element numbers */
  elements: string;
  revision: number;
  created_by: string | null;
  created_at: string;
  updated_by: string | null;
  updated_at: string;
}

export interface InternalAuditPointTable {
  id: string;
  organisation_id: string;
  audit_id: string;
  element: string;
  position: number;
  text: string;
  status: string;
  note: string;
  updated_by: string | null;
  updated_at: string;
}

export interface InternalAuditCycleTable {
  organisation_id: string;
  starts_on: string;
  updated_by: string | null;
  updated_at: string;
}

/** Leesbevestigingen (migration 0024); owned by src/modules/reading. */
export interface ReadingItemTable {
  id: string;
  organisation_id: string;
  subject_kind: "topic" | "document";
  subject_id: string;
  audience: "all" | "chosen";
  version_revision_id: string | null;
  version_file_id: string | null;
  asked_at: string;
  created_by: string | null;
  created_at: string;
}

export interface ReadingTargetTable {
  item_id: string;
  organisation_id: string;
  role: Role | null;
  user_id: string | null;
}

export interface ReadingConfirmationTable {
  id: string;
  organisation_id: string;
  item_id: string;
  /** Null for an imported answer of someone without an account here: person_email names them. */
  user_id: string | null;
  answer: "read" | "not_applicable";
  reason: string | null;
  version_revision_id: string | null;
  version_file_id: string | null;
  at: string;
  person_name: string | null;
  person_email: string | null;
  /** How an imported answer's version read, when no revision or file here names it. */
  version_label: string | null;
}

/** One searchable thing, kept by triggers (migration 0025); only search/ reads it. */
export interface SearchEntryTable {
  id: Generated<number | string>;
  organisation_id: string;
  /** kms | document | action | audit | finding | member | report (shared/search.ts). */
  kind: string;
  ref: string;
  /** Unindexed, for the link and title: a document's category, an audit's day, a finding's audit, a report's type. */
  detail: string | null;
  title: string;
  body: string;
  /** Set on an entry only some may find (0071): a report's reporter (who triages finds every report). */
  reader_id: string | null;
}

/** KMS values saved since the search index last read them (0035; search/pending.ts). */
export interface SearchKmsPendingTable {
  organisation_id: string;
  name: string;
}

/** A view: what the search index holds for each searchable KMS value (0035). */
export interface SearchKmsSourceView {
  organisation_id: string;
  name: string;
  body: string;
}

export interface Database {
  organisation: OrganisationTable;
  membership: MembershipTable;
  waitlist: WaitlistTable;
  kms_value: KmsValueTable;
  kms_revision: KmsRevisionTable;
  kms_revision_note: KmsRevisionNoteTable;
  handbook_import: HandbookImportTable;
  handbook_import_file_removal: HandbookImportFileRemovalTable;
  activity_event: ActivityEventTable;
  organisation_usage: OrganisationUsageTable;
  user: UserTable;
  session: SessionTable;
  rate_limit: RateLimitTable;
  rate_limit_secret: RateLimitSecretTable;
  stored_file: StoredFileTable;
  billing_customer: BillingCustomerTable;
  billing_subscription: BillingSubscriptionTable;
  billing_event: BillingEventTable;
  invitation: InvitationTable;
  session_organisation: SessionOrganisationTable;
  auditor_link: AuditorLinkTable;
  auditor_access: AuditorAccessTable;
  auditor_question: AuditorQuestionTable;
  review_date: ReviewDateTable;
  approval: ApprovalTable;
  due_completion: DueCompletionTable;
  calendar_feed: CalendarFeedTable;
  reminder_preference: ReminderPreferenceTable;
  reminder_mail: ReminderMailTable;
  job_lease: JobLeaseTable;
  improvement_action: ImprovementActionTable;
  improvement_action_event: ImprovementActionEventTable;
  personnel_person: PersonnelPersonTable;
  personnel_item: PersonnelItemTable;
  personnel_setting: PersonnelSettingTable;
  personnel_grant: PersonnelGrantTable;
  report: ReportTable;
  report_grant: ReportGrantTable;
  report_link: ReportLinkTable;
  internal_audit: InternalAuditTable;
  internal_audit_point: InternalAuditPointTable;
  internal_audit_cycle: InternalAuditCycleTable;
  client_survey: ClientSurveyTable;
  client_survey_response: ClientSurveyResponseTable;
  client_survey_answer: ClientSurveyAnswerTable;
  client_survey_set_aside: ClientSurveySetAsideTable;
  management_review: ManagementReviewTable;
  document_element: DocumentElementTable;
  reading_item: ReadingItemTable;
  reading_target: ReadingTargetTable;
  reading_confirmation: ReadingConfirmationTable;
  search_entry: SearchEntryTable;
  search_kms_pending: SearchKmsPendingTable;
  search_kms_source: SearchKmsSourceView;
}
