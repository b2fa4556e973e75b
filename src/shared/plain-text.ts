/**
 * Plain text as the handbook and the guidance show it. Its own module: the topic pages render
 * guidance with it and should not load the handbook model (and the schemas it brings).
 */
import type { HandbookBlock } from "./handbook";

/** Splits plain text into paragraphs (blank lines) and bullet lists (lines starting with '- '). */
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
    for (const line of chunk.split("\n")) {
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
