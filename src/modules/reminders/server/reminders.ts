/**
 * The reminder job: per member (with 'Herinneringen per e-mail' on) and organisation, about the
 * items for every Eigenaar and Bewerker and the items that are theirs alone (the Verbeteracties
 * they own, whatever their role; see forRecipient):
 *  - one mail when items become overdue (due yesterday up to a week ago, so a server that was down
 *    for a few days still sends it, while a first run does not mail an old backlog), and
 *  - a weekly digest (from Monday 07:00 Europe/Amsterdam, once per ISO week) when something is
 *    overdue or due within 14 days, or when the member has pages or documents to read
 *    (Leesbevestigingen: 'Te lezen', for every role it asks).
 * Each mail is claimed first by a unique key in reminder_mail (person, organisation, kind, and the
 * week or the item's occurrence), so it goes out once: across restarts, and with several instances
 * (which also take turns through a lease, see jobs/lease.ts). A claim whose sending failed is released
 * for the next run; one left behind by a crash mid-send is retried after 15 minutes.
 */
import type { Role } from "@core/shared/permissions";
import { randomUUID } from "node:crypto";
import type { Db } from "@core/server/db";
import type { Config } from "@core/server/config";
import type { Logger } from "@core/server/logger";
import type { Mailer } from "@core/server/mail";
import { addDays, amsterdamDay, amsterdamHour, daysBetween, isoWeek } from "@core/shared/calendar-day";
import type { DueItem } from "@norm/due-items";
import { loadDueItems } from "@modules/planning/server";
import { digestMail, overdueMail, personnelMail, type ToReadLine } from "./mails";
import { toReadByMember } from "@modules/reading/server";
import { unsubscribeUrl } from "./unsubscribe";
import { withLease } from "@core/server/jobs/lease";
import { startPeriodicJob } from "@core/server/jobs/periodic";

export type ReminderDeps = { db: Db; config: Config; log: Logger; mailer: Mailer };

/** Newly overdue: due at most this many days ago. */
const OVERDUE_WINDOW_DAYS = 7;
/** The digest lists what is due within this many days. */
const DIGEST_DAYS = 14;
/** From this hour on Monday (Amsterdam) the week's digest goes out. */
const DIGEST_HOUR = 7;
const STALE_CLAIM_MS = 15 * 60 * 1000;
const LEASE_MS = 10 * 60 * 1000;

type Recipient = {
  userId: string;
  name: string;
  email: string;
  organisationId: string;
  organisation: string;
  role: Role;
};

/** An item with one person (an action's owner) is theirs alone; the others go to Eigenaars and Bewerkers. */
export const forRecipient = (items: DueItem[], r: Pick<Recipient, "userId" | "role">) =>
  items.filter((i) =>
    // A person's record: to the Eigenaars and to the person it is about, never to other members.
    i.personnel
      ? r.role === "owner" || i.assigneeId === r.userId
      : i.assigneeId
        ? i.assigneeId === r.userId
        : r.role === "owner" || r.role === "editor",
  );

async function recipients(db: Db, email?: string): Promise<Recipient[]> {
  let query = db
    .selectFrom("membership")
    .innerJoin("user", "user.id", "membership.user_id")
    .innerJoin("organisation", "organisation.id", "membership.organisation_id")
    .leftJoin("reminder_preference", "reminder_preference.user_id", "membership.user_id")
    .select([
      "user.id as userId",
      "user.name as name",
      "user.email as email",
      "organisation.id as organisationId",
      "organisation.name as organisation",
      "membership.role as role",
      "organisation.two_factor_required as twoFactorRequired",
      "user.twoFactorEnabled as twoFactorEnabled",
    ])
    .where((eb) =>
      eb.or([eb("reminder_preference.email_reminders", "is", null), eb("reminder_preference.email_reminders", "=", 1)]),
    )
    .orderBy("organisation.id");
  if (email) query = query.where("user.email", "=", email.toLowerCase());
  // The organisation's two-factor rule: a member who has not set it up gets no data, by mail neither.
  // (Filtered here: the column is a boolean in PostgreSQL and an integer in SQLite.)
  return (await query.execute())
    .filter((r) => !r.twoFactorRequired || Boolean(r.twoFactorEnabled))
    .map(({ twoFactorRequired: _required, twoFactorEnabled: _enabled, ...recipient }) => recipient);
}

export type PlannedMail = {
  kind: "digest" | "verlopen" | "personeel";
  /** One key per mail (digest) or per item in it (verlopen). */
  keys: string[];
  /** The items of a 'verlopen' mail, in the order of keys. */
  items: DueItem[];
  subject: string;
  text: string;
  html: string;
};

const mailInput = (config: Config, r: Recipient, readingOnly = false) => ({
  teamMail: r.role !== "reader",
  readingOnly,
  name: r.name,
  organisation: r.organisation.trim(),
  askName: r.role === "owner" && !r.organisation.trim(),
  appUrl: config.appUrl,
  unsubscribeUrl: unsubscribeUrl(config, r.userId),
});

/** What a person would get now (no claims, nothing sent). */
export function plannedMails(
  config: Config,
  r: Recipient,
  items: DueItem[],
  now: Date,
  toRead: ToReadLine[] = [],
): PlannedMail[] {
  const today = amsterdamDay(now);
  const input = mailInput(config, r);
  const base = `${r.userId}:${r.organisationId}`;
  const mails: PlannedMail[] = [];
  // Personnel dates have a mail of their own, with warnings ahead (below).
  const newlyOverdue = items.filter(
    (i) => !i.personnel && i.due < today && i.due >= addDays(today, -OVERDUE_WINDOW_DAYS),
  );
  if (newlyOverdue.length > 0) {
    const keys = newlyOverdue.map((i) => `verlopen:${base}:${i.id}:${i.due}`);
    mails.push({ kind: "verlopen", keys, items: newlyOverdue, ...overdueMail(input, newlyOverdue) });
  }
  const warnings = items.flatMap((i) => {
    const step = personnelStep(i, today);
    return step ? [{ item: i, key: `personeel:${base}:${i.id}:${i.due}:${step}` }] : [];
  });
  if (warnings.length > 0) {
    const warned = warnings.map((w) => w.item);
    mails.push({
      kind: "personeel",
      keys: warnings.map((w) => w.key),
      items: warned,
      ...personnelMail(personnelInput(input, r), warned, today),
    });
  }
  const monday = addDays(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
  const digestDue = today > monday || amsterdamHour(now) >= DIGEST_HOUR;
  const overdue = items.filter((i) => i.status === "verlopen");
  const soon = items.filter((i) => i.due >= today && i.due <= addDays(today, DIGEST_DAYS));
  if (digestDue && overdue.length + soon.length + toRead.length > 0) {
    const key = `digest:${base}:${isoWeek(today)}`;
    const readingOnly = r.role === "reader" && overdue.length + soon.length === 0;
    const digest = digestMail(mailInput(config, r, readingOnly), overdue, soon, toRead);
    mails.push({ kind: "digest", keys: [key], items: [], ...digest });
  }
  return mails;
}

/** Claims every key of a mail, or none (a key another run already has means: not this one). */
async function claim(db: Db, r: Recipient, mail: PlannedMail, at: string): Promise<string[]> {
  const claimed: string[] = [];
  for (const key of mail.keys) {
    const result = await db
      .insertInto("reminder_mail")
      .values({
        key,
        user_id: r.userId,
        organisation_id: r.organisationId,
        kind: mail.kind,
        claimed_at: at,
        sent_at: null,
      })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) claimed.push(key);
  }
  return claimed;
}

/**
 * The step a personnel date has reached: expired within the last week, within 30 or within 90 days;
 * each is mailed once per date (the claim's key), so a date warns at 90 days, at 30 and when it passes.
 */
function personnelStep(item: DueItem, today: string): "verlopen" | "30" | "90" | undefined {
  if (!item.personnel) return undefined;
  const left = daysBetween(today, item.due);
  if (left < 0) return left >= -OVERDUE_WINDOW_DAYS ? "verlopen" : undefined;
  return left <= 30 ? "30" : left <= 90 ? "90" : undefined;
}

/** Mailed to an Eigenaar about everyone, to any other member about their own record. */
const personnelInput = (input: ReturnType<typeof mailInput>, r: Pick<Recipient, "role">) => ({
  ...input,
  personnel: r.role === "owner" ? ("owner" as const) : ("own" as const),
});

/** One run over every organisation; the number of mails sent. */
/** `email`: only the person with this address (`admin reminders run <e-mailadres>`). */
export async function runRemindersOnce(deps: ReminderDeps, now = new Date(), email?: string): Promise<number> {
  const { db, config, log, mailer } = deps;
  await db
    .deleteFrom("reminder_mail")
    .where("sent_at", "is", null)
    .where("claimed_at", "<", new Date(now.getTime() - STALE_CLAIM_MS).toISOString())
    .execute();
  const people = await recipients(db, email);
  const itemsByOrganisation = new Map<string, DueItem[]>();
  const readingByOrganisation = new Map<string, Map<string, ToReadLine[]>>();
  let sent = 0;
  for (const r of people) {
    let items = itemsByOrganisation.get(r.organisationId);
    if (!items) {
      items = await loadDueItems(db, r.organisationId, now);
      itemsByOrganisation.set(r.organisationId, items);
    }
    let reading = readingByOrganisation.get(r.organisationId);
    if (!reading) {
      reading = await toReadByMember(db, r.organisationId);
      readingByOrganisation.set(r.organisationId, reading);
    }
    const toRead = reading.get(r.userId) ?? [];
    for (const planned of plannedMails(config, r, forRecipient(items, r), now, toRead)) {
      const claimed = await claim(db, r, planned, now.toISOString());
      if (claimed.length === 0) continue;
      // Only the items this run claimed (another run may have mailed some already).
      const left = planned.items.filter((_, n) => claimed.includes(planned.keys[n]!));
      const mail =
        claimed.length === planned.keys.length
          ? planned
          : planned.kind === "personeel"
            ? personnelMail(personnelInput(mailInput(config, r), r), left, amsterdamDay(now))
            : overdueMail(mailInput(config, r), left);
      try {
        await mailer.send({
          to: r.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: {
            "List-Unsubscribe": `<${unsubscribeUrl(config, r.userId)}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        });
        await db
          .updateTable("reminder_mail")
          .set({ sent_at: new Date().toISOString() })
          .where("key", "in", claimed)
          .execute();
        sent++;
      } catch (e) {
        log.warn(`Herinnering aan ${r.email} niet verstuurd (volgende keer opnieuw): ${(e as Error).message}`);
        await db.deleteFrom("reminder_mail").where("key", "in", claimed).execute();
      }
    }
  }
  return sent;
}

/** A run under the lease; undefined when another instance is running it. */
export function runReminders(
  deps: ReminderDeps,
  now = new Date(),
  holder = randomUUID(),
  email?: string,
): Promise<number | undefined> {
  return withLease(deps.db, "reminders", holder, LEASE_MS, () => runRemindersOnce(deps, now, email));
}

/** What the person with this address would get now, per organisation (for `admin reminders preview`). */
export async function previewReminders(deps: Pick<ReminderDeps, "db" | "config">, email: string, now = new Date()) {
  const out: { organisation: string; mails: PlannedMail[] }[] = [];
  for (const r of await recipients(deps.db, email)) {
    const items = await loadDueItems(deps.db, r.organisationId, now);
    const toRead = (await toReadByMember(deps.db, r.organisationId)).get(r.userId) ?? [];
    out.push({
      organisation: r.organisation,
      mails: plannedMails(deps.config, r, forRecipient(items, r), now, toRead),
    });
  }
  return out;
}

/** Reminder mails every `intervalMs` inside the server (see jobs/periodic.ts). */
export function startReminderJob(deps: ReminderDeps, intervalMs: number) {
  const holder = randomUUID();
  return startPeriodicJob(deps.log, "Herinneringen versturen mislukt", intervalMs, () =>
    runReminders(deps, new Date(), holder),
  );
}
