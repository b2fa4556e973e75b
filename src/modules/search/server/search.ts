/**
 * The search of one organisation: its own texts from the database index (query.ts; reports only for
 * who may read them), the app's pages and help texts from the catalogue (shared/search-pages.ts),
 * each found thing with the page that opens it and a short title, grouped by kind in the dialog's
 * order.
 */
import type { Db } from "@core/server/db";
import { documentCategories, topics } from "@norm/catalogue";
import { goalSetIdOf } from "@norm/kms-values";
import { paths } from "@core/shared/paths";
import { formatIsoDate } from "@core/shared/dates";
import { searchPages } from "../pages";
import { excerpt, markWords } from "../marks";
import { quarterOfAnalysisName } from "@modules/report-analysis/model";
import { analysisTexts } from "@modules/report-analysis/messages";
import { reportTypes } from "@modules/reports/messages";
import {
  foldWord,
  searchKinds,
  searchLimits,
  searchTerms,
  type SearchGroup,
  type SearchHit,
  type SearchPart,
  type SearchKind,
  type SearchResultsDto,
} from "../model";
import { searchMessages } from "../messages";
import { findEntries, type FoundEntry, type Searcher } from "./query";

/** Where each KMS value is shown: its topic's page, and the topic (and section) as the title. */
const valuePlaces = new Map<string, { slug: string; title: string }>();
for (const topic of topics) {
  for (const section of topic.sections) {
    if (section.kind !== "text" && section.kind !== "table") continue;
    const title = section.title ? `${topic.title}: ${section.title}` : topic.title;
    valuePlaces.set(section.name, { slug: topic.slug, title });
  }
}
const goalsTopic = topics.find((t) => t.sections.some((s) => s.kind === "goalSets"));

function placeOf(name: string): { slug: string; title: string; href?: string } | undefined {
  const place = valuePlaces.get(name);
  if (place) return place;
  if (goalsTopic && goalSetIdOf(name)) return { slug: goalsTopic.slug, title: goalsTopic.title };
  // The owner's analysis of a quarter of the register of 4.5: found on its own page.
  const quarter = quarterOfAnalysisName(name);
  if (quarter) return { slug: "meldingen", title: analysisTexts.analysisOf(quarter), href: paths.kwartaalanalyse };
  return undefined;
}

/** The first line of a text, at most `max` characters, with '…' when that is not all of it. */
function firstLine(text: string, max = 100): string {
  const line = text.trim().split("\n")[0]!.trim();
  const cut = line.length > max ? `${line.slice(0, max).replace(/\s+\S*$/, "")}` : line;
  return cut === text.trim() ? text.trim() : `${cut}…`;
}

const isoDates = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const dutchDates = (text: string) => text.replace(isoDates, (_, y: string, m: string, d: string) => `${d}-${m}-${y}`);

/**
 * A long text (an action's or a report's description) by its first line as the title; the rest
 * shows whole below it, unless the result's snippet matched.
 */
function byFirstLine(text: string, snippet: SearchPart[], terms: readonly string[]) {
  const line = firstLine(text);
  const below = line !== text && !snippet.some((p) => p.hit) ? excerpt(text, terms) : undefined;
  return { title: markWords(line, terms), snippet: below ? markWords(below, terms) : snippet };
}

/** How a found thing shows: its page, a title and a short excerpt, the matching words marked. */
function hitOf(entry: FoundEntry, terms: readonly string[]): SearchHit | undefined {
  const { ref, detail, title, body } = entry;
  const mark = (text: string) => markWords(text, terms);
  // A register's dates are stored as yyyy-MM-dd: the excerpt shows them as the app does (dd-MM-yyyy).
  const shown = entry.group === "register" || entry.group === "kms" ? dutchDates(body) : body;
  const snippet = mark(excerpt(shown, terms));
  switch (entry.group) {
    case "kms":
    case "register": {
      const place = placeOf(ref);
      return place && { href: place.href ?? paths.kwaliteitssysteem(place.slug), title: mark(place.title), snippet };
    }
    case "document":
      // Only the document lists' categories: a person's files (Medewerkers) are never found here.
      return detail && documentCategories.some((c) => c.slug === detail)
        ? { href: paths.documenten(detail), title: mark(title), snippet: [] }
        : undefined;
    case "action": {
      const lined = byFirstLine(title, snippet, terms);
      return { href: paths.verbeteractie(ref), ...lined };
    }
    case "audit": {
      const names = body.trim() ? snippet : [{ text: searchMessages.auditWithoutAuditors }];
      const day = detail ? formatIsoDate(detail) : "";
      return { href: paths.audit(ref), title: [{ text: searchMessages.auditTitle(day) }], snippet: names };
    }
    case "finding":
      return { href: paths.auditBevinding(ref), title: mark(firstLine(title)), snippet };
    case "member":
      return { href: paths.team, title: mark(title), snippet: mark(detail ?? "") };
    case "report": {
      // Its kind, then the first line of what happened.
      const lined = byFirstLine(title, snippet, terms);
      const kind = reportTypes[detail as keyof typeof reportTypes] ?? "";
      return { href: paths.melding(ref), title: [{ text: `${kind}: ` }, ...lined.title], snippet: lined.snippet };
    }
  }
}

function group(kind: SearchKind, hits: SearchHit[]): SearchGroup {
  return { kind, hits: hits.slice(0, searchLimits.perGroup), more: hits.length > searchLimits.perGroup };
}

/**
 * Everything of the organisation that matches the query and that the searcher may find, grouped;
 * empty when it holds no word.
 */
export async function searchOrganisation(db: Db, searcher: Searcher, query: string): Promise<SearchResultsDto> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { groups: [] };
  const folded = terms.map(foldWord);
  const { entries, stems } = await findEntries(db, searcher, terms);
  const marked = [...new Set([...folded, ...stems.map(foldWord)])];
  const byKind = new Map<SearchKind, SearchHit[]>();
  for (const entry of entries) {
    const hit = hitOf(entry, marked);
    if (hit) byKind.set(entry.group, [...(byKind.get(entry.group) ?? []), hit]);
  }
  const { pages, help } = searchPages(terms);
  byKind.set("page", pages);
  byKind.set("help", help);
  const groups = searchKinds.map((kind) => group(kind, byKind.get(kind) ?? []));
  return { groups: groups.filter((g) => g.hits.length > 0) };
}
