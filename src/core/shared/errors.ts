/**
 * Every error code the server sends in an error answer (`{ code, message }`), one list for both
 * sides: the server's ApiError takes only these, and the web app recognises an error by its code,
 * never by its Dutch message (texts change; codes do not). Adding a code is adding it here.
 */
export const errorCodes = [
  // Any route
  "unauthenticated",
  "forbidden",
  "not_found",
  "invalid_input",
  "too_large",
  "too_many",
  "rate_limited",
  // The exports' queue (server/handbook/queue.ts)
  "export_busy",
  "export_queue_full",
  "cross_site",
  "http_error",
  "internal",
  // The session and the organisation it works in
  "membership_ended",
  "no_membership",
  "two_factor_required",
  "two_factor_not_set_up",
  // Sign-up, waiting list and account
  "signup_closed",
  "not_admitted",
  "waitlist_inactive",
  "same_email",
  "email_taken",
  "mail_disabled",
  "current_session",
  "auth_error",
  // better-auth's codes, passed on with a Dutch message (auth/routes.ts, auth/two-factor.ts)
  "CREDENTIAL_ACCOUNT_NOT_FOUND",
  "EMAIL_ALREADY_VERIFIED",
  "EMAIL_MISMATCH",
  "INVALID_TOKEN",
  "INVALID_USER",
  "TOKEN_EXPIRED",
  "USER_NOT_FOUND",
  "INVALID_EMAIL_OR_PASSWORD",
  "USER_ALREADY_EXISTS",
  "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "INVALID_EMAIL",
  "INVALID_ORIGIN",
  "MISSING_OR_NULL_ORIGIN",
  "VALIDATION_ERROR",
  "INVALID_PASSWORD",
  "INVALID_CODE",
  "INVALID_BACKUP_CODE",
  "INVALID_TWO_FACTOR_COOKIE",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
  "ACCOUNT_TEMPORARILY_LOCKED",
  "TOTP_ALREADY_ENABLED",
  "TOTP_NOT_ENABLED",
  "TWO_FACTOR_NOT_ENABLED",
  "BACKUP_CODES_NOT_ENABLED",
  "UNAUTHORIZED",
  // Team and invitations
  "already_member",
  "last_owner",
  "mail_failed",
  "invitation_revoked",
  "invitation_used",
  "invitation_expired",
  "invitation_unknown",
  // Billing
  "billing_disabled",
  "already_subscribed",
  "first_payment_pending",
  "stripe_error",
  "stripe_unreachable",
  "subscription_required",
  "bad_signature",
  "invalid_event",
  "webhook_not_configured",
  // KMS values, their history and storage
  "conflict",
  "last_goal_set",
  "version_deleted",
  "version_not_found",
  "quota_exceeded",
  // Documents and uploads
  "file_too_large",
  "file_is_program",
  "file_missing",
  "name_conflict",
  "storage_unavailable",
  "upload_gone",
  "invalid_upload",
  "upload_offset_mismatch",
  "upload_busy",
  "unsupported_tus_version",
  "too_many_bytes",
  "upload_failed",
  // Auditor links and reminders
  "auditor_link_missing",
  "auditor_link_unknown",
  "auditor_link_expired",
  "auditor_link_revoked",
  "link_not_active",
  "wrong_token",
  // Export and import
  "checksum_mismatch",
  "damaged",
  "missing_entry",
  "no_file",
  "not_an_export",
  "not_in_manifest",
  "unexpected_entry",
  "unknown_category",
  "unknown_version",
  "unknown_value",
  "bad_verbeteren",
  "bad_questions",
  "unknown_element",
  "bad_reading",
  "bad_reports",
  "bad_organisation_data",
  "bad_personnel",
  "unsafe_entry",
  "upload_interrupted",
  "not_empty",
  "too_many_entries",
  "zip_bomb",
  // Handboek importeren (.docx)
  "not_docx",
  "old_doc",
  "macros",
  "empty_handbook",
  "import_gone",
  "bad_choice",
  // A file parser (worker) is busy, or a file was too big or too complex to parse
  "parser_busy",
  "too_complex",
  // Cliëntervaringen: the public questionnaire
  "survey_changed",
  "survey_daily_limit",
  "survey_closed",
  // Leesbevestigingen
  "reading_marked",
  "reading_empty_topic",
  "reading_no_new_version",
] as const;

/** A code the server sends. */
export type ErrorCode = (typeof errorCodes)[number];

/** Codes the web app's API client makes itself: no connection, no answer in time, or an answer without our error body. */
export type ClientErrorCode = "network" | "timeout" | `http_${number}`;

/** What the web app may find in an API error. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

const known: ReadonlySet<string> = new Set(errorCodes);
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === "string" && known.has(code);

/** The one error shape every /api route answers with. */
export type ApiErrorBody = { code: ErrorCode; message: string; details?: unknown };
