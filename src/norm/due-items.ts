/**
 * The one function that turns an organisation's data into its due items: the Overzicht, the
 * Kwaliteitskalender, the .ics feed and the reminder mails all read its answer. The rules are data
 * (due-rules.ts); dates are calendar days in Europe/Amsterdam (calendar-day.ts).
 */
import { defaultComplaintTerms, type ComplaintTerms } from "@norm/complaint-terms";
import { topics, documentCategories, findTopic } from "@norm/catalogue";
import { addDays, addMonths, amsterdamDay, isCalendarDay } from "@core/shared/calendar-day";
import {
  dateCycleRules,
  documentReviewMonths,
  dueKinds,
  dueSoonDays,
  extraTopicValues,
  plannedDateRulesFor,
  recordDueRules,
  topicReviewMonths,
  type DueKind,
} from "@norm/due-rules";
import { paths } from "@core/shared/paths";
import { plannedDue } from "@norm/planned-due";
import { shorten } from "@core/shared/text-rules";
import { quarterOfAnalysisName } from "@modules/report-analysis/model";
import { analysisTexts } from "@modules/report-analysis/messages";

export type DueStatus = "verlopen" | "binnenkort" | "later";

export const dueStatusTitles: Record<DueStatus, string> = {
  verlopen: "Verlopen",
  binnenkort: "Binnenkort",
  later: "Later",
};

export type DueItem = {
  /** Stable across runs and changes of the date: the calendar feed's UID and the mail keys use it. */
  id: string;
  kind: DueKind;
  kindTitle: string;
  /** Dutch. */
  title: string;
  /** yyyy-MM-dd. */
  due: string;
  /** The route where to act. */
  link: string;
  status: DueStatus;
  /** Whether 'Afgerond' moves it to its next occurrence (a cycle) rather than ending it. */
  recurring: boolean;
  /** The one person it is for (an action's owner); without it, every Eigenaar and Bewerker. */
  assigneeId?: string | null;
  /** Finished where it lives (with a result), not with 'Afgerond' in the calendar. */
  doneAtSource?: boolean;
  /** The topic (slug) it belongs to, so the readiness counts it for that topic's elements. */
  topic?: string;
  /** A legal duty to report to this body ('de AP', 'de IGJ'). */
  legalTo?: string;
  /**
   * About a person's records (Medewerkers): shown only to whom keeps every record and to the person
   * it is about (`assigneeId`), see personnelVisible.
   */
  personnel?: true;
};

export type DueValues = Record<string, { value: unknown; updatedAt: string }>;
export type DueDocument = { id: string; name: string; category: string; uploadedAt: string };
/**
 * Review dates set by hand, and (optional) the moment each subject was last approved
 * ('Vastgesteld', ISO instant): without a date by hand, the review is due a cycle after the approval.
 */
export type ReviewDates = {
  topic: Record<string, string>;
  document: Record<string, string>;
  approved?: { topic: Record<string, string>; document: Record<string, string> };
};
export type DueCompletion = { itemId: string; dueOn: string; completedOn: string };
/** An open record of a server module with its own date and person (recordDueRules). */
export type DueRecord = {
  source: string;
  id: string;
  title: string;
  due: string;
  assigneeId: string | null;
  /** Where to act, when not the rule's page of this id (a person's record for one of its items). */
  link?: string;
};

const topicLink = paths.kwaliteitssysteem;

/** Section name → topic slug for every text and table section of the catalogue (built on first use). */
let topicBySection: Map<string, string> | undefined;

/** The topic a stored value belongs to, or undefined for names the catalogue does not know. */
export function topicOfValue(name: string): string | undefined {
  if (!topicBySection) {
    topicBySection = new Map();
    for (const topic of topics)
      for (const section of topic.sections)
        if ((section.kind === "text" || section.kind === "table") && !topicBySection.has(section.name))
          topicBySection.set(section.name, topic.slug);
  }
  return topicBySection.get(name) ?? extraTopicValues.find((e) => e.pattern.test(name))?.topic;
}

/** A topic's last change (ISO instant) among its stored values, or undefined when it has none. */
export function lastChangeOfTopics(values: DueValues): Record<string, string> {
  const last: Record<string, string> = {};
  for (const [name, v] of Object.entries(values)) {
    const slug = topicOfValue(name);
    if (slug && (!last[slug] || v.updatedAt > last[slug])) last[slug] = v.updatedAt;
  }
  return last;
}

/** The default review date of a topic: 12 months after its last approval, else its last change (Amsterdam day). */
export const defaultTopicReview = (lastChange: string) => addMonths(amsterdamDay(lastChange), topicReviewMonths);
/** The default review date of a document: 12 months after its upload (Amsterdam day). */
export const defaultDocumentReview = (uploadedAt: string) => addMonths(amsterdamDay(uploadedAt), documentReviewMonths);

export function statusOf(due: string, today: string): DueStatus {
  if (due < today) return "verlopen";
  if (due <= addDays(today, dueSoonDays)) return "binnenkort";
  return "later";
}

/** One collator for every sort: `localeCompare(…, "nl")` builds a new one on each call. */
const dutchOrder = new Intl.Collator("nl");

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

export function dueItems(
  values: DueValues,
  documents: readonly DueDocument[],
  reviewDates: ReviewDates,
  completions: readonly DueCompletion[],
  today: string,
  records: readonly DueRecord[] = [],
  /** Days kept outside the values (a module's newest management review): the later one counts. */
  cycleDates: Readonly<Record<string, string>> = {},
  /** The organisation's law, for the complaint clock (complaint-terms.ts). */
  terms: ComplaintTerms = defaultComplaintTerms,
): DueItem[] {
  const done = new Map(completions.map((c) => [`${c.itemId}|${c.dueOn}`, c]));
  const items: DueItem[] = [];
  const add = (
    item: Omit<DueItem, "status" | "kindTitle" | "recurring" | "assigneeId" | "doneAtSource" | "topic" | "legalTo"> &
      Pick<DueItem, "assigneeId" | "doneAtSource" | "topic" | "legalTo">,
    cycleMonths?: number,
  ) => {
    let due = item.due;
    if (cycleMonths === undefined) {
      if (done.has(`${item.id}|${due}`)) return;
    } else {
      // Each completed occurrence leads to the next, a cycle after the day it was completed.
      for (let guard = 0; guard < 100; guard++) {
        const c = done.get(`${item.id}|${due}`);
        if (!c) break;
        due = addMonths(c.completedOn, cycleMonths);
      }
    }
    items.push({
      ...item,
      due,
      kindTitle: dueKinds[item.kind],
      status: statusOf(due, today),
      recurring: cycleMonths !== undefined,
    });
  };

  for (const rule of plannedDateRulesFor(terms)) {
    const rows = values[rule.section]?.value;
    if (!Array.isArray(rows)) continue;
    for (const row of rows as Record<string, unknown>[]) {
      if (!row || typeof row !== "object") continue;
      const planned = plannedDue(rule, row);
      if (!planned?.open) continue;
      const name = rule.titleColumns.map((c) => text(row[c])).find(Boolean) ?? "zonder omschrijving";
      add({
        id: `rij:${rule.section}:${text(row.id)}`,
        kind: rule.kind,
        title: `${rule.titlePrefix}: ${firstLine(name)}`,
        due: planned.due,
        link: topicLink(rule.topic),
        doneAtSource: rule.doneAtSource,
        topic: rule.topic,
        ...(rule.legal ? { legalTo: rule.legal.to } : {}),
      });
    }
  }

  for (const rule of recordDueRules) {
    for (const record of records) {
      if (record.source !== rule.source || !isCalendarDay(record.due)) continue;
      add({
        id: `${rule.source}:${record.id}`,
        kind: rule.kind,
        title: `${rule.titlePrefix}: ${firstLine(record.title) || "zonder omschrijving"}`,
        due: record.due,
        link: record.link ?? `${rule.linkPrefix}${record.id}`,
        assigneeId: record.assigneeId,
        doneAtSource: true,
        ...(rule.kind === "personeel" ? { personnel: true as const } : {}),
      });
    }
  }

  for (const rule of dateCycleRules) {
    const typed = text(values[rule.dateValue]?.value);
    const kept = cycleDates[rule.dateValue] ?? "";
    const date = [typed, kept].filter(isCalendarDay).sort().pop();
    if (!date) continue;
    add(
      {
        id: `cyclus:${rule.dateValue}`,
        kind: rule.kind,
        title: rule.title,
        due: addMonths(date, rule.months),
        link: topicLink(rule.topic),
        topic: rule.topic,
      },
      rule.months,
    );
  }

  const lastChange = lastChangeOfTopics(values);
  for (const topic of topics) {
    const changed = lastChange[topic.slug];
    const approved = reviewDates.approved?.topic[topic.slug];
    const due =
      reviewDates.topic[topic.slug] ??
      (approved ? defaultTopicReview(approved) : changed ? defaultTopicReview(changed) : undefined);
    if (!due) continue;
    add(
      {
        id: `herziening:${topic.slug}`,
        kind: "herziening-onderdeel",
        title: `${topic.title} herzien`,
        due,
        link: topicLink(topic.slug),
        topic: topic.slug,
      },
      topicReviewMonths,
    );
  }

  for (const doc of documents) {
    if (!documentCategories.some((c) => c.slug === doc.category)) continue;
    add(
      {
        id: `document:${doc.id}`,
        kind: "herziening-document",
        title: `Document herzien: ${doc.name}`,
        due:
          reviewDates.document[doc.id] ??
          defaultDocumentReview(reviewDates.approved?.document[doc.id] ?? doc.uploadedAt),
        link: paths.documenten(doc.category),
      },
      documentReviewMonths,
    );
  }

  return items.sort((a, b) => (a.due === b.due ? dutchOrder.compare(a.title, b.title) : a.due < b.due ? -1 : 1));
}

/**
 * The items a member may see: a personnel item only when they keep every record (Eigenaar, or
 * granted) or it is about themself; every other item as it is.
 */
export const personnelVisible = (
  items: readonly DueItem[],
  viewer: { userId: string; seesPersonnel: boolean },
): DueItem[] => items.filter((i) => !i.personnel || viewer.seesPersonnel || i.assigneeId === viewer.userId);

function firstLine(s: string): string {
  const line = s.split("\n")[0]!.trim();
  return shorten(line, 80);
}

/** 'Risico's en kansen — Maatregelen' for a value name; the topic title alone for one-part topics. */
export function describeValue(name: string): { what: string; link: string } | undefined {
  const slug = topicOfValue(name);
  const topic = slug ? findTopic(slug) : undefined;
  if (!topic) return undefined;
  const section = topic.sections.find((s) => (s.kind === "text" || s.kind === "table") && s.name === name);
  const sectionTitle = section && "title" in section ? section.title : undefined;
  // The owner's analysis of a quarter of the register: named by its quarter, on its own page.
  const quarter = quarterOfAnalysisName(name);
  if (quarter) return { what: `${topic.title} — ${analysisTexts.analysisOf(quarter)}`, link: paths.kwartaalanalyse };
  return {
    what: sectionTitle ? `${topic.title} — ${sectionTitle}` : topic.title,
    link: paths.kwaliteitssysteem(topic.slug),
  };
}
