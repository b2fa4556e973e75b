/**
 * A plain table of records, as the pages' lists and overviews show them (audits, the coverage of
 * the HKZ elements): one row per record, its first cell the row's header, thin lines between rows.
 * The columns say their title and what a cell shows; the markup and the look live only here.
 */
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { TableScroll } from "@/components/ui/table-scroll";
import { cn } from "@/lib/utils";

export type RecordColumn<Row> = {
  title: string;
  cell: (row: Row) => React.ReactNode;
  className?: string;
};

export function RecordTable<Row>({
  label,
  testId,
  columns,
  rows,
  rowKey,
}: {
  /** The scroll region's name (a screen reader announces it). */
  label: string;
  testId?: string;
  columns: RecordColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <TableScroll label={label}>
      <table className="w-full text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b text-left">
            {columns.map((column) => (
              <th key={column.title} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b last:border-0">
              {columns.map((column, i) =>
                i === 0 ? (
                  <th
                    key={column.title}
                    scope="row"
                    className={cn("py-2 pr-3 text-left font-normal", column.className)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.title} className={cn("py-2 pr-3 last:pr-0", column.className)}>
                    {column.cell(row)}
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
