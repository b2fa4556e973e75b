/**
 * The tables of this module, as Kysely sees them: merged into core's `Database`
 * (src/core/server/db/schema.ts), so a query anywhere knows their columns. The migrations that make
 * them are numbered in src/core/server/db/migrations.
 */

declare module "@core/server/db/schema" {
  interface Database {
    personnel_person: PersonnelPersonTable;
    personnel_item: PersonnelItemTable;
    personnel_setting: PersonnelSettingTable;
    personnel_grant: PersonnelGrantTable;
  }
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
