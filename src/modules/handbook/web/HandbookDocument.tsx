/**
 * Renders the handbook model (modules/handbook/model.ts) as HTML: title page, table of contents with
 * in-page links, then every chapter. Nothing here knows the topics; the model has them. Kept free
 * of the shell so the auditor view can show the same document. Print rules: styles.css (@page) and
 * the print: classes below (a page break before each chapter, table rows kept whole).
 */
import type * as React from "react";
import { focusElement } from "@/lib/a11y";
import { TableScroll } from "@/components/ui/table-scroll";
import { handbookText } from "../messages";
import { type Handbook, type HandbookBlock, type HandbookSection } from "../model";

export const chapterAnchor = (id: string) => `handboek-${id}`;

export function HandbookDocument({ handbook }: { handbook: Handbook }) {
  const { titlePage } = handbook;
  return (
    <article className="handbook space-y-10 print:space-y-0" data-testid="handbook">
      <header className="rounded-lg border p-4 sm:p-8 print:flex print:min-h-[240mm] print:flex-col print:justify-center print:border-0 print:p-0">
        {titlePage.organisation && (
          <p className="break-words text-lg text-muted-foreground">{titlePage.organisation}</p>
        )}
        <p className="mt-1 hyphens-auto break-words text-2xl font-bold tracking-tight sm:text-4xl" lang="nl">
          {titlePage.title}
        </p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{handbookText.date}</dt>
          <dd>{titlePage.date}</dd>
          <dt className="text-muted-foreground">{handbookText.version}</dt>
          <dd>{titlePage.version ?? handbookText.noChanges}</dd>
        </dl>
      </header>
      <nav aria-labelledby="handboek-inhoud" className="print:break-before-page">
        <h2 id="handboek-inhoud" className="mb-3 text-xl font-semibold">
          {handbookText.contents}
        </h2>
        <ol className="space-y-1">
          {handbook.contents.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${chapterAnchor(entry.id)}`}
                onClick={(e) => jumpTo(e, chapterAnchor(entry.id))}
                className="text-primary underline-offset-2 hover:underline print:text-foreground"
              >
                {entry.number}. {entry.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {handbook.chapters.map((chapter) => (
        <section
          key={chapter.id}
          aria-labelledby={chapterAnchor(chapter.id)}
          className="space-y-4 print:break-before-page"
          data-testid="handbook-chapter"
        >
          <h2 id={chapterAnchor(chapter.id)} className="scroll-mt-20 border-b pb-2 text-xl font-semibold">
            {chapter.number}. {chapter.title}
          </h2>
          {chapter.approval && (
            <p className="text-sm font-medium" data-testid="chapter-approval">
              {chapter.approval}
            </p>
          )}
          {chapter.sections.map((section, i) => (
            <Section
              key={i}
              section={section}
              label={section.title ? `${chapter.title}: ${section.title}` : chapter.title}
            />
          ))}
        </section>
      ))}
    </article>
  );
}

/** In-page link: scroll to the chapter and move the keyboard there (the router would not). */
function jumpTo(e: React.MouseEvent, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  e.preventDefault();
  target.scrollIntoView();
  focusElement(target);
}

/**
 * One section of the model (also the management review's page renders its sections with it). Its
 * title is a heading one level below the chapter's (`level`); subheadings one below the title, or
 * at the title's level when the section has none, so no level is skipped. Each table's scroll
 * region is named after the section (numbered when it has several), so no two regions share a name.
 */
export function Section({ section, label, level = 3 }: { section: HandbookSection; label: string; level?: 3 | 4 }) {
  const Title = `h${level}` as const;
  const tables = section.blocks.filter((b) => b.kind === "table").length;
  let table = 0;
  return (
    <div className="space-y-3">
      {section.title && <Title className="text-base font-semibold">{section.title}</Title>}
      {section.blocks.map((block, i) => (
        <Block
          key={i}
          block={block}
          label={block.kind === "table" && tables > 1 ? `${label} (${++table})` : label}
          subheadingLevel={section.title ? level + 1 : level}
        />
      ))}
    </div>
  );
}

function Block({ block, label, subheadingLevel }: { block: HandbookBlock; label: string; subheadingLevel: number }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="whitespace-pre-line leading-relaxed">{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-1 pl-6">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case "subheading": {
      const Subheading = `h${Math.min(subheadingLevel, 6)}` as "h4";
      return <Subheading className="pt-2 font-medium">{block.text}</Subheading>;
    }
    case "empty":
      return <p className="italic text-muted-foreground">{handbookText.empty}</p>;
    case "table":
      return (
        <TableScroll label={label} className="print:overflow-visible">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                {block.columns.map((c) => (
                  <th key={c} scope="col" className="border bg-muted px-2 py-1.5 text-left align-top font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r} className="break-inside-avoid">
                  {row.map((cell, c) => (
                    <td key={c} className="whitespace-pre-line border px-2 py-1.5 align-top">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      );
  }
}
