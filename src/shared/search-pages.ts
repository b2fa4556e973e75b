/**
 * The part of search that needs no database: the app's pages (the sidebar, the topics with their
 * intros, the pages outside the sidebar) and the help texts (each topic's guidance). They are the
 * same for every organisation, so they are searched here, in memory, with the same rule as the
 * database's: every term is the start of a word, accents and case aside. Only the server loads it
 * (the guidance is large).
 */
import { navGroups, footerLinks, topics, breadcrumbFor } from "./catalogue";
import { guidance } from "./guidance";
import { paths } from "./paths";
import { foldWord, searchMessages, type SearchHit } from "./search";
import { excerpt, markWords, wordMatches, wordsOf } from "./search-marks";

type Page = { title: string; text: string; href: string };

let cache: { pages: Page[]; help: Page[] } | undefined;

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
  cache = { pages: [...pages.values()], help };
  return cache;
}

function search(list: readonly Page[], terms: readonly string[]): SearchHit[] {
  const folded = terms.map(foldWord);
  const found = list.flatMap((page) => {
    const words = wordsOf(`${page.title} ${page.text}`);
    if (!folded.every((t) => words.some((w) => wordMatches(w, [t])))) return [];
    const inTitle = folded.filter((t) => wordsOf(page.title).some((w) => wordMatches(w, [t])));
    return [{ page, score: inTitle.length }];
  });
  return found
    .sort((a, b) => b.score - a.score)
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
