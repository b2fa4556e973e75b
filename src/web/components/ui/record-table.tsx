/**
 * A plain table of records, as the pages' lists and overviews show them (audits, team members,
 * sessions, the activity log, improvement actions, …): one row per record, one cell the row's header
 * (the first, unless the page names another), thin lines between rows, inside a labelled region
 * that scrolls sideways with the keyboard when it does not fit. The columns say their title and what
 * a cell shows; the markup and the look live only here. On a phone a table may stack each row into a
 * block of its own (`stackOnPhone`), so a long list needs no sideways scrolling and words stay whole.
 */
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { TableScroll } from "@/components/ui/table-scroll";
import { cn } from "@/lib/utils";

export type RecordColumn<Row> = {
  title: string;
  cell: (row: Row) => React.ReactNode;
  className?: string;
  /** The title is read by a screen reader only (a column of buttons needs no visible name). */
  hideTitle?: boolean;
  /** With `stackOnPhone`: on a phone the cell starts with its column's title, as no header row shows there. */
  phoneLabel?: boolean;
};

type RowKey<Row> = { rowKey: (row: Row, index: number) => string };

export type RecordTableProps<Row> = {
  /** The scroll region's name (a screen reader announces it). */
  label: string;
  /** A visible title above the table, which also names it. */
  caption?: string;
  testId?: string;
  /** A test id on every row. */
  rowTestId?: string;
  columns: RecordColumn<Row>[];
  rows: Row[];
  /** The column whose cell heads its row. */
  rowHeader?: number;
  /** Shown instead of the table when there are no rows. */
  empty?: React.ReactNode;
  /** Cells start at the top of their row (rows whose cells wrap to several lines). */
  alignTop?: boolean;
  /** On a phone each row is a block, its cells flowing as the columns' classes place them. */
  stackOnPhone?: boolean;
} & (Row extends { id: string } ? Partial<RowKey<Row>> : RowKey<Row>); // a row with an id is known by it

export function RecordTable<Row>(props: RecordTableProps<Row>) {
  const { label, caption, testId, rowTestId, columns, rows, rowHeader = 0, empty, alignTop, stackOnPhone } = props;
  const rowKey = (props as Partial<RowKey<Row>>).rowKey ?? ((row: Row) => (row as { id: string }).id);
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const cellClass = (column: RecordColumn<Row>) =>
    cn("py-2 pr-3 last:pr-0", stackOnPhone && "max-sm:py-1 max-sm:pr-0", column.className);
  const content = (column: RecordColumn<Row>, row: Row) => (
    <>
      {stackOnPhone && column.phoneLabel && <span className="text-muted-foreground sm:hidden">{column.title}: </span>}
      {column.cell(row)}
    </>
  );
  return (
    <TableScroll label={label}>
      <table className={cn("w-full text-sm", stackOnPhone && "max-sm:block")} data-testid={testId}>
        {caption && <caption className="mb-1 text-left font-medium">{caption}</caption>}
        <thead className={stackOnPhone ? "max-sm:sr-only" : undefined}>
          <tr className="border-b text-left">
            {/* Keyed by place: a table read from a text may repeat a column's title. */}
            {columns.map((column, i) => (
              <th key={i} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                {column.hideTitle ? <span className="sr-only">{column.title}</span> : column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stackOnPhone ? "max-sm:block" : undefined}>
          {rows.map((row, index) => (
            <tr
              key={rowKey(row, index)}
              data-testid={rowTestId}
              className={cn(
                "border-b last:border-0",
                alignTop && "align-top",
                stackOnPhone && "max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:py-1",
              )}
            >
              {columns.map((column, i) =>
                i === rowHeader ? (
                  <th key={i} scope="row" className={cn("text-left font-normal", cellClass(column))}>
                    {content(column, row)}
                  </th>
                ) : (
                  <td key={i} className={cellClass(column)}>
                    {content(column, row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** An HKZ element as the lists name it: its number, then its title. */
export function ElementName({ number, title }: { number: string; title: string }) {
  return (
    <>
      <span className="font-medium tabular-nums">{number}</span> {title}
    </>
  );
}

/** A status as a small coloured label; the colours (light and dark) come from the caller. */
export function StatusBadge({ className, children }: { className: string; children: React.ReactNode }) {
  return <span className={cn("rounded px-2 py-0.5 text-xs font-medium", className)}>{children}</span>;
}

/** Links separated by commas, as in a table cell ('1.2 Missie en visie, 1.3 …'). */
export function LinkList({ links }: { links: { to: string; label: string }[] }) {
  return links.map((link, i) => (
    <span key={link.to}>
      {i > 0 && ", "}
      <Link to={link.to} className="underline-offset-2 hover:underline">
        {link.label}
      </Link>
    </span>
  ));
}
