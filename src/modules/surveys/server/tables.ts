/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    client_survey: ClientSurveyTable;
    client_survey_response: ClientSurveyResponseTable;
    client_survey_answer: ClientSurveyAnswerTable;
    client_survey_set_aside: ClientSurveySetAsideTable;
  }
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

export interface ClientSurveyAnswerTable {
  response_id: string;
  organisation_id: string;
  question_id: string;
  question_text: string;
  kind: "scale" | "open";
  score: number | null;
  answer_text: string | null;
}

/** Answers past the link's limit, waiting for the Eigenaar (migration 0039): `answers` is JSON. */
export interface ClientSurveySetAsideTable {
  id: string;
  organisation_id: string;
  submitted_on: string;
  answers: string;
}
