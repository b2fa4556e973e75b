/**
 * A version compared with the current value. Text: the words added since that version are
 * underlined on a green ground, the words removed since are struck through on a red ground, each
 * also said in words for screen readers (colour is never the only sign). Table: the current rows
 * and the removed ones, each with its state, changed cells showing before and after.
 */
import { diffWordsWithSpace } from "diff";
import { TableScroll } from "@/components/ui/table-scroll";
import type { TableColumn } from "@norm/catalogue";
import { compareTables, type RowComparison } from "../../model";
import { messages } from "../messages";

const t = messages.comparison;

const insClass = "bg-green-100 text-green-950 underline decoration-2 dark:bg-green-950 dark:text-green-100";
const delClass = "bg-red-100 text-red-950 line-through decoration-2 dark:bg-red-950 dark:text-red-100";

function Legend() {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <span>{t.legend}</span>
      <ins className={insClass}>{t.added}</ins>
      <del className={delClass}>{t.removed}</del>
    </p>
  );
}

function Added({ children }: { children: React.ReactNode }) {
  return (
    <ins className={insClass}>
      <span className="sr-only">{t.srAdded} </span>
      {children}
      <span className="sr-only"> {t.srEnd}</span>
    </ins>
  );
}

function Removed({ children }: { children: React.ReactNode }) {
  return (
    <del className={delClass}>
      <span className="sr-only">{t.srRemoved} </span>
      {children}
      <span className="sr-only"> {t.srEnd}</span>
    </del>
  );
}

export function TextComparison({ version, current }: { version: string; current: string }) {
  const parts = diffWordsWithSpace(version, current);
  return (
    <div className="space-y-2">
      <Legend />
      <div className="whitespace-pre-wrap rounded-md border p-3 text-sm leading-relaxed" data-testid="history-diff">
        {parts.map((p, i) =>
          p.added ? <Added key={i}>{p.value}</Added> : p.removed ? <Removed key={i}>{p.value}</Removed> : p.value,
        )}
      </div>
    </div>
  );
}

function Cell({ before, after, status }: { before: string; after: string; status: RowComparison["status"] }) {
  if (status === "removed") return <Removed>{before || t.empty}</Removed>;
  if (status === "added") return <Added>{after || t.empty}</Added>;
  if (before === after) return <>{after}</>;
  return (
    <>
      {before && <Removed>{before}</Removed>} {after && <Added>{after}</Added>}
    </>
  );
}

export function TableComparison(props: { columns: readonly TableColumn[]; version: unknown; current: unknown }) {
  const rows = compareTables(props.columns, props.version, props.current);
  const columns = props.columns.filter((c) => !c.computed);
  return (
    <div className="space-y-2">
      <Legend />
      <TableScroll label={t.table}>
        <table className="w-full text-sm" data-testid="history-diff">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="p-2">
                {t.state}
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="p-2">
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.status}-${r.id}`} className="border-b align-top last:border-0">
                <td className="p-2 font-medium">{t.status[r.status]}</td>
                {r.cells.map((c) => (
                  <td key={c.key} className="p-2">
                    <Cell before={c.before} after={c.after} status={r.status} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
