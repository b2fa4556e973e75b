/**
 * The small text format of the legal pages, parsed into sections of paragraphs and lists. The texts
 * are files beside this one, fetched when a page opens rather than bundled, so the signed-out pages
 * stay within their script budget (bench/page-weight.ts). The format:
 *   lines before the first section are the introduction (a section without a title);
 *   '## Title'          starts a section;
 *   a blank line        ends a paragraph or list; lines starting with '- ' are list items;
 *   '[fact] …'          a line kept only when the installation has that fact; '[!fact] …' when not;
 *   '{name}'            a value of the installation, e.g. {activityRetentionDays};
 *   '**bold**', '[text](/path or mailto:…)' inline.
 */
export type LegalFacts = Record<string, boolean>;
export type LegalValues = Record<string, string | number>;
export type LegalBlock = { list: boolean; lines: string[] };
export type LegalSection = { title: string; blocks: LegalBlock[] };

export function parseLegalText(text: string, facts: LegalFacts, values: LegalValues): LegalSection[] {
  const sections: LegalSection[] = [{ title: "", blocks: [] }];
  let block: LegalBlock | undefined;
  for (const raw of text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? "")).split("\n")) {
    const condition = /^\[(!?)(\w+)\] /.exec(raw);
    if (condition && Boolean(facts[condition[2]!]) === (condition[1] === "!")) continue;
    const line = condition ? raw.slice(condition[0].length) : raw;
    if (line.startsWith("## ")) {
      sections.push({ title: line.slice(3).trim(), blocks: [] });
      block = undefined;
    } else if (line.trim() === "") {
      block = undefined;
    } else {
      const list = line.startsWith("- ");
      if (!block || block.list !== list) {
        block = { list, lines: [] };
        sections.at(-1)!.blocks.push(block);
      }
      block.lines.push(list ? line.slice(2) : line);
    }
  }
  return sections;
}

/** A line split into plain text, bold and links. */
export type Inline = { text: string; bold?: boolean; href?: string };

export function parseInline(line: string): Inline[] {
  return line
    .split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\))/)
    .filter(Boolean)
    .map((part) => {
      const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
      if (link) return { text: link[1]!, href: link[2]! };
      if (part.startsWith("**") && part.endsWith("**")) return { text: part.slice(2, -2), bold: true };
      return { text: part };
    });
}
