/**
 * A table inside a plain text (shared/text-table.ts) drawn as a table: the app's one record table,
 * a header row and a row per line, cells keeping their line breaks. A column without a title gets
 * one for screen readers only.
 */
import type { TextTable } from "@core/shared/text-table";
import { RecordTable, type RecordColumn } from "./record-table";
import { uiMessages } from "./messages";

export function TextTableView({ columns, rows, label }: TextTable & { label?: string }) {
  const recordColumns: RecordColumn<string[]>[] = columns.map((title, i) => ({
    title: title || uiMessages.textTableColumn(i + 1),
    hideTitle: title === "",
    cell: (row) => row[i],
    className: "whitespace-pre-line",
  }));
  return (
    <RecordTable
      label={label ?? uiMessages.textTable(columns)}
      columns={recordColumns}
      rows={rows}
      rowKey={(_, index) => String(index)}
      alignTop
    />
  );
}
