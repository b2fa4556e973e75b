/**
 * What counts as due, as data beside the catalogue: which table columns hold planned dates (and
 * when a row is still open), and which review cycles apply. dueItems() (due-items.ts) reads these
 * and nothing else, so a new dated table or cycle is a new entry here, not new code.
 */
import { supplierCycleMonths } from "@norm/catalogue";
import { complaintWeeks, defaultComplaintTerms, type ComplaintTerms } from "@norm/complaint-terms";
import { GOAL_SETS_NAME } from "@norm/kms-names";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { paths } from "@core/shared/paths";
import { analysisValuePattern } from "@modules/report-analysis/model";

/** The kinds of due items; the calendar filters by them. */
export const dueKinds = {
  maatregel: "Maatregel",
  keuring: "Keuring",
  signaal: "Signaal",
  "herziening-onderdeel": "Herziening onderdeel",
  "herziening-document": "Herziening document",
  organisatiebeoordeling: "Organisatiebeoordeling",
  verbeteractie: "Verbeteractie",
  "interne-audit": "Interne audit",
  klacht: "Klacht",
  datalek: "Datalek melden",
  calamiteit: "Calamiteit melden",
  geweld: "Geweld melden",
  rie: "RI&E",
  "rie-plan": "Plan van aanpak RI&E",
  leverancier: "Evaluatie leverancier",
  personeel: "Medewerker",
} as const;

export type DueKind = keyof typeof dueKinds;

/** A date column in a table whose rows are planned work: each open row with a date is a due item. */
export type PlannedDateRule = {
  kind: DueKind;
  /** The topic whose page is where to act. */
  topic: string;
  /** The table (the value name in the catalogue). */
  section: string;
  dateColumn: string;
  /** The row's title: the first of these columns that is filled in. */
  titleColumns: readonly string[];
  titlePrefix: string;
  /**
   * A row is open (still due) while these columns are all empty; without it, every dated row is
   * open. The first of them that holds a day is the day the row was done.
   */
  openWhileEmpty?: string | readonly string[];
  /** The row is due this many days after its date. */
  afterDays: number;
  /** Instead: this many working days after its date (working-days.ts). */
  afterWorkingDays?: number;
  /** Instead: this many months after its date, by the cycle chosen in a column (else `fallback`). */
  afterMonths?: { column: string; months: Readonly<Record<string, number>>; fallback: number };
  /** A legal duty to report (AP, IGJ): a missed one is named as such in the readiness. */
  legal?: { to: string };
  /** Only rows with this value in this column (one type of a register of several). */
  onlyWhere?: { column: string; value: string };
  /** Where the date is taken from when dateColumn holds no day. */
  fallbackDateColumn?: string;
  /**
   * The deadline may be moved once to the later day in `column`, by at most maxDays, and only
   * when `noticeColumn` holds the day the person concerned was told, no later than the first deadline.
   */
  extension?: { column: string; noticeColumn: string; maxDays: number };
  /** Finished in the table (openWhileEmpty), not with 'Afgerond' in the calendar. */
  doneAtSource?: boolean;
};

/**
 * A complaint: the decision is due within the term of the law the organisation works under
 * (complaint-terms.ts: 6 weeks under the Wkkgz, the own regulation's term under the Jeugdwet, the
 * earlier of both until the Eigenaar has said); the provider may extend this once by at most four
 * weeks when it tells the client before the term is over. A complaint closed without a decision day
 * counts as decided on the closing day.
 */
export function complaintRuleFor(terms: ComplaintTerms): PlannedDateRule {
  return {
    kind: "klacht",
    topic: "meldingen",
    section: MELDINGEN_TABLE,
    onlyWhere: { column: "type", value: "Klacht" },
    dateColumn: "klachtOntvangen",
    fallbackDateColumn: "datum",
    titleColumns: ["omschrijving"],
    titlePrefix: "Oordeel over klacht",
    openWhileEmpty: ["klachtOordeel", "afgesloten"],
    afterDays: 7 * complaintWeeks(terms),
    extension: { column: "klachtVerlengdTot", noticeColumn: "klachtVerlengingGemeld", maxDays: 28 },
    doneAtSource: true,
  };
}

/** The complaint rule until the Eigenaar has said which law applies (6 weeks under both). */
export const complaintRule: PlannedDateRule = complaintRuleFor(defaultComplaintTerms);

/**
 * The legal reporting clocks of the register of 4.5, under the Wkkgz and the Jeugdwet alike:
 * - a data breach that must be reported goes to the Autoriteit Persoonsgegevens within 72 hours
 *   of its discovery (AVG art. 33): the register knows the day, so the third day after it;
 *   closing it without a report (not reportable) stops the clock;
 * - a calamity, and violence in the care relationship, go to the IGJ 'onverwijld', which the IGJ
 *   reads as within 3 working days after it was established.
 * Each stays open until the report date ('Datum melding') is filled in.
 */
/** A report to the IGJ, 'onverwijld': within 3 working days of the register's date, until reported. */
function igjRule(kind: DueKind, type: string, titlePrefix: string): PlannedDateRule {
  return {
    kind,
    topic: "meldingen",
    section: MELDINGEN_TABLE,
    onlyWhere: { column: "type", value: type },
    dateColumn: "datum",
    titleColumns: ["omschrijving"],
    titlePrefix,
    openWhileEmpty: "datumMelding",
    afterDays: 0,
    afterWorkingDays: 3,
    legal: { to: "de IGJ" },
    doneAtSource: true,
  };
}

export const reportRules: readonly PlannedDateRule[] = [
  {
    kind: "datalek",
    topic: "meldingen",
    section: MELDINGEN_TABLE,
    onlyWhere: { column: "type", value: "Datalek" },
    dateColumn: "datum",
    titleColumns: ["omschrijving"],
    titlePrefix: "Datalek melden bij de AP",
    openWhileEmpty: ["datumMelding", "afgesloten"],
    afterDays: 3,
    legal: { to: "de AP" },
    doneAtSource: true,
  },
  igjRule("calamiteit", "Calamiteit", "Calamiteit melden bij de IGJ"),
  igjRule("geweld", "Geweld in de zorgrelatie", "Geweld in de zorgrelatie melden bij de IGJ"),
];

const tableRules: readonly PlannedDateRule[] = [
  {
    kind: "maatregel",
    topic: "risicos-en-kansen",
    section: "maatregelen",
    dateColumn: "datum",
    titleColumns: ["actie", "risico"],
    titlePrefix: "Maatregel",
    openWhileEmpty: "evaluatie",
    afterDays: 0,
  },
  {
    kind: "keuring",
    topic: "materialen-en-middelen",
    section: "materialen-en-middelen",
    dateColumn: "datumUitvoering",
    titleColumns: ["materiaal", "benodigdeKeuring"],
    titlePrefix: "Keuring",
    afterDays: 0,
  },
  {
    kind: "signaal",
    topic: "signalen",
    section: "signalen",
    dateColumn: "datum",
    titleColumns: ["afwijking", "correctie"],
    titlePrefix: "Signaal evalueren",
    openWhileEmpty: "evaluatie",
    afterDays: 0,
  },
  {
    kind: "rie-plan",
    topic: "werkomgeving",
    section: "rie-plan-van-aanpak",
    dateColumn: "gereedVoor",
    titleColumns: ["maatregel", "risico"],
    titlePrefix: "Plan van aanpak RI&E",
    openWhileEmpty: "afgerond",
    afterDays: 0,
  },
  {
    kind: "leverancier",
    topic: "inkoop",
    section: "inkoop",
    dateColumn: "laatsteEvaluatie",
    titleColumns: ["leverancier"],
    titlePrefix: "Leverancier evalueren",
    afterDays: 0,
    afterMonths: { column: "evaluatieCyclus", months: supplierCycleMonths, fallback: 12 },
  },
  ...reportRules,
];

/** Every table rule, the complaint's under the organisation's law. */
export const plannedDateRulesFor = (terms: ComplaintTerms): readonly PlannedDateRule[] => [
  ...tableRules,
  complaintRuleFor(terms),
];

export const plannedDateRules: readonly PlannedDateRule[] = plannedDateRulesFor(defaultComplaintTerms);

/**
 * Records that a server module keeps with their own due date and person (Verbeteracties): each
 * open record is a due item for that person, linked to the record and done where the record lives
 * (not with 'Afgerond' in the calendar). The module hands its open records over as DueRecords.
 */
export type RecordDueRule = {
  kind: DueKind;
  /** The DueRecord's source that this rule turns into due items. */
  source: string;
  titlePrefix: string;
  /** The record's page is this followed by its id. */
  linkPrefix: string;
};

export const recordDueRules: readonly RecordDueRule[] = [
  {
    kind: "verbeteractie",
    source: "improvement-action",
    titlePrefix: "Verbeteractie",
    linkPrefix: paths.verbeteractie(""),
  },
  {
    // A planned internal audit, due on its date until every point of its checklist is assessed.
    kind: "interne-audit",
    source: "internal-audit",
    titlePrefix: "Interne audit",
    linkPrefix: paths.audit(""),
  },
  {
    // A VOG, registration or training of a person (modules/personnel): private, see DueItem.personnel.
    kind: "personeel",
    source: "personnel",
    titlePrefix: "Medewerker",
    linkPrefix: paths.medewerker(""),
  },
];

/** Every topic with content is reviewed this long after its last change (or its date set by hand). */
export const topicReviewMonths = 12;
/** Every document is reviewed this long after its upload (or its date set by hand). */
export const documentReviewMonths = 12;

/** A yearly event whose last date is a value: the next one is due this long after it. */
export type DateCycleRule = {
  kind: DueKind;
  topic: string;
  /** A text value holding one date (yyyy-MM-dd). */
  dateValue: string;
  months: number;
  title: string;
};

/** The value that holds the day of the last management review (topic 'Organisatiebeoordeling'). */
export const reviewDateValue = "datum";

export const dateCycleRules: readonly DateCycleRule[] = [
  {
    kind: "organisatiebeoordeling",
    topic: "organisatiebeoordeling",
    dateValue: reviewDateValue,
    months: 12,
    title: "Jaarlijkse organisatiebeoordeling",
  },
  {
    // The Arbowet asks a RI&E that is current; Normwijs asks to look at it again every year.
    kind: "rie",
    topic: "werkomgeving",
    dateValue: "rie-datum",
    months: 12,
    title: "RI&E nalopen: klopt zij nog?",
  },
];

/** 'Binnenkort': due within this many days from today. */
export const dueSoonDays = 30;

/** Value names that belong to a topic beyond its own sections (the goal sets and their statuses). */
export const extraTopicValues: readonly { topic: string; pattern: RegExp }[] = [
  { topic: "kwaliteitsdoelstellingen", pattern: new RegExp(`^(${GOAL_SETS_NAME}|kwaliteitsdoelstelling-.+)$`) },
  { topic: "organisatiebeoordeling", pattern: /^doelstelling-status-.+$/ },
  // The owner's analysis per quarter of the register of 4.5 (modules/report-analysis).
  { topic: "meldingen", pattern: analysisValuePattern },
];
