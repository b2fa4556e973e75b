/**
 * Plain text as the handbook and the guidance show it. Its own module: the topic pages render
 * guidance with it and should not load the handbook model (and the schemas it brings).
 */
import type { HandbookBlock } from "@modules/handbook/model";
import { readTextTable } from "@core/shared/text-table";

/**
 * Splits plain text into paragraphs (blank lines), bullet lists (lines starting with '- ') and
 * tables (pipe tables, shared/text-table.ts).
 */
export function parsePlainText(text: string): HandbookBlock[] {
  const blocks: HandbookBlock[] = [];
  const chunks = text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    let lines: string[] = [];
    let items: string[] = [];
    const flushLines = () => {
      const joined = lines.join("\n").trim();
      if (joined) blocks.push({ kind: "paragraph", text: joined });
      lines = [];
    };
    const flushItems = () => {
      if (items.length) blocks.push({ kind: "list", items });
      items = [];
    };
    const chunkLines = chunk.split("\n");
    for (let i = 0; i < chunkLines.length; i++) {
      const line = chunkLines[i]!;
      const table = readTextTable(chunkLines, i);
      if (table) {
        flushLines();
        flushItems();
        if (table.table) blocks.push({ kind: "table", ...table.table });
        i = table.end - 1;
        continue;
      }
      const item = /^\s*- (.*)$/.exec(line);
      if (item) {
        flushLines();
        const text = item[1]!.trim();
        if (text) items.push(text);
      } else if (items.length && /^\s+\S/.test(line)) {
        // An indented line continues the list item above it.
        items[items.length - 1] += ` ${line.trim()}`;
      } else {
        flushItems();
        lines.push(line);
      }
    }
    flushLines();
    flushItems();
  }
  return blocks;
}
