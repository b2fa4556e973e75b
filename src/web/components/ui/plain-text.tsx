/**
 * Plain text as the handbook reads it: blank lines make paragraphs, lines starting with '- ' make
 * bullet lists, pipe tables make tables (shared/plain-text.ts parsePlainText). For guidance and
 * other content kept as text.
 */
import { parsePlainText } from "@norm/plain-text";
import { cn } from "@/lib/utils";
import { TextTableView } from "./text-table";

export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn("space-y-2", className)}>
      {parsePlainText(text).map((block, i) => {
        if (block.kind === "paragraph")
          return (
            <p key={i} className="whitespace-pre-line">
              {block.text}
            </p>
          );
        if (block.kind === "list")
          return (
            <ul key={i} className="list-disc space-y-1 pl-5">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        if (block.kind === "table") return <TextTableView key={i} columns={block.columns} rows={block.rows} />;
        return null;
      })}
    </div>
  );
}
