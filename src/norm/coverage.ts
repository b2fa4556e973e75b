/**
 * HKZ coverage on the Overzicht: for each of the 23 elements of HKZ Kleine Organisaties 2021, the
 * topics that cover it (catalogue data: `elements` per topic) and how far they are filled in.
 *
 * A topic is 'Leeg' without any content, 'Ingevuld' when every text and table section of it has
 * content (a topic made only of goal sets counts as filled in with its first content), 'In
 * bewerking' in between, and 'Herzien nodig' when its review is overdue. An element takes the
 * least-finished state of its topics; an element no topic covers says so. Work done in the
 * Verbeteren part counts too: clients' answers to the questionnaire cover 4.1, a saved management
 * review 4.6, whatever was typed on the topic of the same name.
 */
import {
  kwaliteitssysteemTopics,
  minRowCells,
  minTextChars,
  topics,
  verbeterenPages,
  type Section,
  type Topic,
} from "@norm/catalogue";
import { addMonths, isCalendarDay } from "@core/shared/calendar-day";
import { formatIsoDate } from "@core/shared/dates";
import { topicOfValue, type DueItem, type DueValues } from "@norm/due-items";
import { GOAL_SETS_NAME } from "@norm/kms-names";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import { paths } from "@core/shared/paths";

export type CoverageStatus = "Leeg" | "In bewerking" | "Ingevuld" | "Herzien nodig" | "Nog geen onderdeel in Normwijs";

export type CoverageRow = {
  element: string;
  title: string;
  chapter: number;
  pages: { title: string; link: string }[];
  status: CoverageStatus;
};

/**
 * A Verbeteren page's work for an element (the server asks its modules): done (recently enough to
 * count), or not yet; `outdated` says in words when it was done once but is too old to count now.
 */
export type VerbeterenWork = {
  element: HkzElementNumber;
  title: string;
  link: string;
  done: boolean;
  outdated: string | null;
};

/** Answers to the questionnaire count this long; the management review the year it is for and the next. */
export const surveyWindowMonths = 12;

/** The work of the Verbeteren pages on `today`, from the newest answer's day and the newest review's year. */
export function verbeterenWork(today: string, answeredOn: string | null, reviewYear: number | null): VerbeterenWork[] {
  const { clientervaringen, organisatiebeoordeling } = verbeterenPages;
  const answersCount = answeredOn !== null && answeredOn > addMonths(today, -surveyWindowMonths);
  const thisYear = Number(today.slice(0, 4));
  const reviewCounts = reviewYear !== null && reviewYear >= thisYear - 1;
  return [
    {
      element: "4.1",
      title: clientervaringen.title,
      link: clientervaringen.url,
      done: answersCount,
      outdated:
        answeredOn && !answersCount
          ? `De nieuwste antwoorden van cliënten zijn van ${formatIsoDate(answeredOn)}, langer dan 12 maanden geleden. Vraag cliënten opnieuw naar hun ervaringen.`
          : null,
    },
    {
      element: "4.6",
      title: organisatiebeoordeling.title,
      link: organisatiebeoordeling.url,
      done: reviewCounts,
      outdated:
        reviewYear !== null && !reviewCounts
          ? `De laatste organisatiebeoordeling is van ${reviewYear}. Houd er een over ${thisYear - 1} of ${thisYear}.`
          : null,
    },
  ];
}

/** Whether a stored value holds something a person entered. */
export function hasContent(name: string, value: unknown): boolean {
  if (name === GOAL_SETS_NAME) return false; // the list of sets is structure, not content
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) {
    return value.some(
      (row) =>
        row !== null &&
        typeof row === "object" &&
        Object.entries(row as Record<string, unknown>).some(
          ([key, cell]) => key !== "id" && typeof cell === "string" && cell.trim() !== "",
        ),
    );
  }
  return value !== null && value !== undefined;
}

type TextSection = Extract<Section, { kind: "text" }>;
type TableSection = Extract<Section, { kind: "table" }>;

/** Why content is too little to count for the readiness ('te kort'), or null when it counts. */
export type ShortContent = { kind: "date" } | { kind: "text"; min: number } | { kind: "row"; min: number };

/**
 * Whether filled-in content is only a placeholder: a date field without a real day, a text under
 * its section's minimum (catalogue: minChars, minTextChars), a table without one row that has at
 * least minCells (minRowCells) cells filled in. Empty content is hasContent's business, not this.
 */
export function shortContent(section: TextSection | TableSection, value: unknown): ShortContent | null {
  if (section.kind === "text") {
    const v = typeof value === "string" ? value.trim() : "";
    if (section.date) return isCalendarDay(v) ? null : { kind: "date" };
    const min = section.minChars ?? (section.rows > 1 ? minTextChars.lines : minTextChars.line);
    return [...v].length >= min ? null : { kind: "text", min };
  }
  const typed = section.columns.filter((c) => !c.computed && !c.readOnly);
  const min = section.minCells ?? Math.min(minRowCells, typed.length);
  const rows = Array.isArray(value) ? value : [];
  const full = rows.some(
    (row) =>
      row !== null &&
      typeof row === "object" &&
      typed.filter((c) => {
        const cell = (row as Record<string, unknown>)[c.key];
        return typeof cell === "string" && cell.trim() !== "";
      }).length >= min,
  );
  return full ? null : { kind: "row", min };
}

type TopicFill = "Leeg" | "In bewerking" | "Ingevuld";

/** The names of a topic's text and table sections (catalogue data, worked out once per topic). */
const sectionNamesOf = new Map(
  topics.map((t) => [t.slug, t.sections.flatMap((s) => (s.kind === "text" || s.kind === "table" ? [s.name] : []))]),
);

/** How far every topic is filled in, from one pass over the stored values. */
function topicFills(values: DueValues): Map<Topic, TopicFill> {
  // Topics with content in a value of theirs that is none of their sections (such as goal sets).
  const otherContent = new Set<string>();
  for (const [name, v] of Object.entries(values)) {
    const slug = topicOfValue(name);
    if (slug && !sectionNamesOf.get(slug)?.includes(name) && hasContent(name, v.value)) otherContent.add(slug);
  }
  return new Map(
    topics.map((topic) => {
      const sectionNames = sectionNamesOf.get(topic.slug)!;
      const filled = sectionNames.filter((name) => hasContent(name, values[name]?.value)).length;
      const other = otherContent.has(topic.slug);
      let fill: TopicFill;
      if (sectionNames.length === 0) fill = other ? "Ingevuld" : "Leeg";
      else if (filled === sectionNames.length) fill = "Ingevuld";
      else fill = filled > 0 || other ? "In bewerking" : "Leeg";
      return [topic, fill];
    }),
  );
}

export function coverageRows(
  values: DueValues,
  items: readonly DueItem[],
  verbeteren: readonly VerbeterenWork[] = [],
): CoverageRow[] {
  const overdueReviews = new Set(
    items.filter((i) => i.kind === "herziening-onderdeel" && i.status === "verlopen").map((i) => i.id),
  );
  const fills = topicFills(values);
  const topicStatus = (topic: Topic): CoverageStatus =>
    overdueReviews.has(`herziening:${topic.slug}`) ? "Herzien nodig" : fills.get(topic)!;
  return hkzElements.map((element) => {
    const covering = topics.filter((t) => (t.elements as readonly string[]).includes(element.number));
    const work = verbeteren.filter((w) => w.element === element.number);
    const statuses = covering.map(topicStatus);
    let status: CoverageStatus = "Nog geen onderdeel in Normwijs";
    if (statuses.length > 0) {
      const distinct = new Set(statuses);
      status = distinct.has("Herzien nodig") ? "Herzien nodig" : distinct.size === 1 ? statuses[0]! : "In bewerking";
    }
    // Done in Verbeteren: the element is covered, unless a covering text is overdue for review.
    if (work.some((w) => w.done) && status !== "Herzien nodig") status = "Ingevuld";
    return {
      element: element.number,
      title: element.title,
      chapter: Number(element.number.split(".")[0]),
      pages: [
        ...covering.map((t) => ({ title: t.title, link: paths.kwaliteitssysteem(t.slug) })),
        ...work.map((w) => ({ title: w.title, link: w.link })),
      ],
      status,
    };
  });
}

/**
 * Where a member stands and where to go next, for the Overzicht's first step: how many of the 13
 * Kwaliteitssysteem pages are filled in, and the first topic of the catalogue (in sidebar order, so
 * the other norm topics follow the 13) that is not, with whether it was started.
 */
export type FillProgress = {
  filled: number;
  total: number;
  next: { slug: string; title: string; link: string; started: boolean } | null;
};

export function fillProgress(values: DueValues): FillProgress {
  const fills = topicFills(values);
  const nextTopic = topics.find((t) => fills.get(t) !== "Ingevuld");
  return {
    filled: kwaliteitssysteemTopics.filter((t) => fills.get(t) === "Ingevuld").length,
    total: kwaliteitssysteemTopics.length,
    next: nextTopic
      ? {
          slug: nextTopic.slug,
          title: nextTopic.title,
          link: paths.kwaliteitssysteem(nextTopic.slug),
          started: fills.get(nextTopic) === "In bewerking",
        }
      : null,
  };
}
