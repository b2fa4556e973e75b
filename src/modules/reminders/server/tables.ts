/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    reminder_preference: ReminderPreferenceTable;
    reminder_mail: ReminderMailTable;
  }
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
