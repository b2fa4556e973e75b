/**
 * Leesbevestigingen as a chapter of the handbook (and so of its PDF, Word file and the auditor's
 * view): the summary line and, per item, its version and how many read it. Counts only, no names:
 * who read what stays with the Eigenaar.
 */
import type { Db } from "@core/server/db";
import type { HandbookExtraChapter } from "@modules/handbook/model";
import { readingMessages } from "../messages";
import { countsOf, loadReading, subjectOf, versionOf } from "./model";

/** The chapter, or null while nothing was asked to read. */
export async function loadReadingChapter(db: Db, organisationId: string): Promise<HandbookExtraChapter | null> {
  const state = await loadReading(db, organisationId);
  if (state.items.length === 0) return null;
  const counts = state.items.map((item) => countsOf(state, item));
  const rows = state.items.map((item, i) => {
    const { asked, read, notApplicable } = counts[i]!;
    return [
      subjectOf(state, item).title,
      versionOf(state, item).label,
      readingMessages.readOf(read, asked - notApplicable),
    ];
  });
  const read = counts.reduce((sum, c) => sum + c.read, 0);
  const asked = counts.reduce((sum, c) => sum + c.asked - c.notApplicable, 0);
  return {
    id: "leesbevestigingen",
    title: readingMessages.chapter,
    sections: [
      {
        blocks: [
          { kind: "paragraph", text: readingMessages.chapterIntro },
          { kind: "paragraph", text: readingMessages.summaryLine(read, asked) },
          { kind: "table", columns: [...readingMessages.columns], rows },
        ],
      },
    ],
  };
}
