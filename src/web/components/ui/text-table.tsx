/**
 * A table inside a plain text (shared/text-table.ts) drawn as a table: a header row and rows of
 * cells, in a named region that scrolls sideways when it does not fit.
 */
import type { TextTable } from "../../../shared/text-table";
import { TableScroll } from "./table-scroll";
import { uiMessages } from "./messages";

export function TextTableView({ columns, rows, label }: TextTable & { label?: string }) {
  return (
    <TableScroll label={label ?? uiMessages.textTable(columns)}>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className="border-b bg-muted px-2 py-1.5 text-left align-top font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b last:border-b-0">
              {row.map((cell, c) => (
                <td key={c} className="whitespace-pre-line px-2 py-1.5 align-top">
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
