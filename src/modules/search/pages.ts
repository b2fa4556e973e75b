/**
 * The part of search that needs no database: the app's pages (the sidebar, the topics with their
 * intros, the pages outside the sidebar) and the help texts (each topic's guidance). They are the
 * same for every organisation, so they are searched here, in memory, with the same rule as the
 * database's: every term is the start of a word, accents and case aside. Only the server loads it
 * (the guidance is large).
 */
import { navGroups, footerLinks, topics, breadcrumbFor } from "@norm/catalogue";
import { guidance } from "@norm/guidance";
import { paths } from "@core/shared/paths";
import { foldWord, searchLimits, type SearchHit } from "./model";
import { searchMessages } from "./messages";
import { excerpt, markWords, wordsOf } from "./marks";

type Page = { title: string; text: string; href: string };
/** A page with its words folded once, for every search after. */
type Indexed = Page & { titleWords: string[]; words: string[] };

const indexed = (page: Page): Indexed => ({
  ...page,
  titleWords: wordsOf(page.title).map(foldWord),
  words: [...new Set(wordsOf(`${page.title} ${page.text}`).map(foldWord))],
});

let cache: { pages: Indexed[]; help: Indexed[] } | undefined;

function catalogue() {
  if (cache) return cache;
  const intros = new Map(topics.map((t) => [paths.kwaliteitssysteem(t.slug), t.intro]));
  const pages = new Map<string, Page>();
  for (const group of navGroups) {
    for (const item of group.items) {
      if (item.url)
        pages.set(item.url, { title: item.title, text: intros.get(item.url) ?? group.title, href: item.url });
    }
  }
  const outside = [paths.home, paths.kalender, paths.prullenbak, paths.activiteit, ...footerLinks.map((l) => l.url)];
  for (const href of outside) {
    if (!href || pages.has(href)) continue;
    const crumb = breadcrumbFor(href);
    pages.set(href, { title: crumb.page, text: crumb.group ?? crumb.parent?.title ?? "", href });
  }
  const help = topics.flatMap((t) => {
    const g = guidance[t.slug];
    if (!g) return [];
    const title = searchMessages.guidanceTitle(t.title);
    return [{ title, text: `${g.norm}\n\n${g.auditor}`, href: paths.kwaliteitssysteem(t.slug) }];
  });
  cache = { pages: [...pages.values()].map(indexed), help: help.map(indexed) };
  return cache;
}

function search(list: readonly Indexed[], terms: readonly string[]): SearchHit[] {
  const folded = terms.map(foldWord);
  const found = list.flatMap((page) => {
    if (!folded.every((t) => page.words.some((w) => w.startsWith(t)))) return [];
    const inTitle = folded.filter((t) => page.titleWords.some((w) => w.startsWith(t)));
    return [{ page, score: inTitle.length }];
  });
  // Marking words costs more than matching them: only for what a group can show (and one to say 'more').
  return found
    .sort((a, b) => b.score - a.score)
    .slice(0, searchLimits.perGroup + 1)
    .map(({ page }) => ({
      href: page.href,
      title: markWords(page.title, folded),
      snippet: markWords(excerpt(page.text, folded), folded),
    }));
}

/** The app's pages and help texts that hold every term (terms from searchTerms). */
export function searchPages(terms: readonly string[]): { pages: SearchHit[]; help: SearchHit[] } {
  if (terms.length === 0) return { pages: [], help: [] };
  const { pages, help } = catalogue();
  return { pages: search(pages, terms), help: search(help, terms) };
}
