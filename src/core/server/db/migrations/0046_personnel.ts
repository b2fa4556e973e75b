import { sql, type Kysely } from "kysely";

/**
 * Medewerkers (src/modules/personnel): one record per person who works for the organisation, with
 * or without an account (personnel_person), the evidence kept per person — diplomas, registrations,
 * VOGs and trainings — with their dates (personnel_item), the organisation's rules (VOG renewal
 * every 2 or 3 years, how long a leaver's record is kept) and the members the Eigenaar lets read
 * and keep every record (personnel_grant). Dates are yyyy-MM-dd text; hours per week are stored in
 * tenths, so both engines keep them as whole numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("personnel_person")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    /** The account of this person, when they have one in this organisation. */
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("job_title", "text", (c) => c.notNull())
    /** in-dienst | zzp | stagiair | vrijwilliger (modules/personnel/model.ts). */
    .addColumn("relation", "text", (c) => c.notNull())
    .addColumn("start_date", "text")
    .addColumn("end_date", "text")
    .addColumn("hours_tenths", "integer")
    /** Why this person works without a professional registration ('' when not written). */
    .addColumn("unregistered_reason", "text", (c) => c.notNull())
    .addColumn("last_conversation", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("personnel_person_org_idx")
    .on("personnel_person")
    .columns(["organisation_id", "name"])
    .execute();
  // An account is one person's, once per organisation.
  await db.schema
    .createIndex("personnel_person_user_idx")
    .unique()
    .on("personnel_person")
    .columns(["organisation_id", "user_id"])
    .where(sql.ref("user_id"), "is not", null)
    .execute();

  await db.schema
    .createTable("personnel_item")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("person_id", "text", (c) => c.notNull().references("personnel_person.id").onDelete("cascade"))
    /** diploma | registration | vog | training. */
    .addColumn("kind", "text", (c) => c.notNull())
    /** The diploma's or course's name; a registration's register name when 'other'; '' for a VOG. */
    .addColumn("title", "text", (c) => c.notNull())
    /** A registration's register: skj | big | other. */
    .addColumn("register", "text")
    /** A registration's number. */
    .addColumn("number", "text")
    /** Date of the diploma, of issue (VOG), of the course, or the start of a registration period. */
    .addColumn("issued_on", "text")
    .addColumn("valid_until", "text")
    .addColumn("points", "integer")
    /** The VOG's screening profile (functieaspecten). */
    .addColumn("profile", "text")
    /** The scan or certificate, a document of the organisation (category 'personeel'). */
    .addColumn("file_id", "text", (c) => c.references("stored_file.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("personnel_item_person_idx")
    .on("personnel_item")
    .columns(["organisation_id", "person_id"])
    .execute();

  await db.schema
    .createTable("personnel_setting")
    .addColumn("organisation_id", "text", (c) => c.primaryKey().references("organisation.id").onDelete("cascade"))
    .addColumn("vog_years", "integer", (c) => c.notNull())
    .addColumn("retention_years", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("personnel_grant")
    .addColumn("organisation_id", "text", (c) => c.notNull().references("organisation.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("personnel_grant_pk", ["organisation_id", "user_id"])
    .execute();
}
