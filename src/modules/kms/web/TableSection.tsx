/**
 * An editable table: a generated id per row, read-only columns, a date
 * picker for `datum`, a select for a choice column, computed columns worked out per row (never
 * stored), add a row, delete selected rows in selection mode. Never fewer than one row.
 */
import * as React from "react";
import { Plus, Trash2, ListChecks, X } from "lucide-react";
import { isDateColumn, type TableColumn } from "@norm/catalogue";
import type { TableRow } from "@norm/kms-values";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Textarea } from "@/components/ui/input";
import type { KmsStore } from "./sync/kms-store";
import { ChangeNote } from "./ChangeNote";
import { ConflictNotice } from "./ConflictNotice";
import { DatePicker, formatIsoDate } from "@/components/ui/date-picker";
import { SaveIndicator } from "./SaveIndicator";
import { messages } from "./messages";

const t = messages.table;
import { useValueSync } from "./use-value-sync";
import { useSectionsReadOnly } from "./read-only";
import { HistoryButton } from "./history/HistoryButton";
import { useSelection } from "@/lib/use-selection";
import { randomId } from "@/lib/random-id";
import { useAnnounce } from "./live-region";
import { TableScroll } from "@/components/ui/table-scroll";
import { computedCell, todayIso } from "@norm/computed-cells";
import { defaultComplaintTerms } from "@norm/complaint-terms";
import { useMe } from "@/lib/session";
import { useSourceLinks } from "./source-links";

const newRow = (): TableRow => ({ id: randomId() }) as TableRow;

function describeRows(rows: TableRow[], columns: readonly TableColumn[]): string {
  if (!Array.isArray(rows) || rows.length === 0) return "";
  return rows
    .map((r) =>
      columns
        .filter((c) => !c.computed)
        .map((c) => r[c.key] ?? "")
        .join(" | "),
    )
    .join("\n");
}

type Props = {
  store: KmsStore;
  name: string;
  title?: string;
  label: string;
  columns: readonly TableColumn[];
  /** Added to cell names when a page holds several such tables, e.g. 'Kwaliteitsdoelstelling 2'. */
  context?: string;
};

export function TableSection({ store, name, title, label, columns, context }: Props) {
  const sync = store.get<TableRow[]>(name, "table");
  const state = useValueSync(sync);
  const placeholder = React.useMemo(() => newRow(), []);
  const stored = Array.isArray(state.value) ? state.value : [];
  const rows = stored.length ? stored : [placeholder];
  const selection = useSelection(rows.map((r) => r.id));
  const { selecting } = selection;
  const headingId = React.useId();
  const readOnly = useSectionsReadOnly();
  const today = todayIso();
  const organisation = useMe()?.organisation;
  const terms = organisation
    ? { regime: organisation.regime, jeugdwetWeeks: organisation.complaintWeeks }
    : defaultComplaintTerms;
  const links = useSourceLinks().rows;
  const rowLinks = links?.section === name ? links : undefined;

  const setCell = (rowId: string, key: string, value: string) =>
    sync.edit(rows.map((r) => (r.id === rowId ? { ...r, [key]: value } : r)));

  const announce = useAnnounce();
  const selectButton = React.useRef<HTMLButtonElement>(null);
  const [focusAfterDelete, setFocusAfterDelete] = React.useState(false);
  React.useEffect(() => {
    // The delete button is gone once selection mode ends: focus its successor in the same place.
    if (focusAfterDelete && !selecting) {
      selectButton.current?.focus();
      setFocusAfterDelete(false);
    }
  }, [focusAfterDelete, selecting]);

  // After 'Rij toevoegen' the keyboard continues in the new row's first field.
  const body = React.useRef<HTMLTableSectionElement>(null);
  const [focusRow, setFocusRow] = React.useState<string>();
  React.useEffect(() => {
    if (!focusRow) return;
    const field = body.current?.querySelector<HTMLElement>(
      `tr[data-row-id="${CSS.escape(focusRow)}"] :is(textarea, select, button)`,
    );
    if (field) {
      field.focus();
      setFocusRow(undefined);
    }
  }, [focusRow, state.value]);
  const addRow = () => {
    const row = newRow();
    sync.edit([...rows, row]);
    setFocusRow(row.id);
  };

  const deleteSelected = () => {
    const left = rows.filter((r) => !selection.isChosen(r.id));
    const count = rows.length - left.length;
    sync.edit(left.length ? left : [newRow()], { immediate: true });
    selection.stop();
    setFocusAfterDelete(true);
    announce(t.deleted(count, context ? `${label}, ${context}` : label));
  };

  return (
    <section className="space-y-2" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={headingId} className={title ? "font-medium" : "sr-only"}>
          {title ?? label}
        </h2>
        <div className="flex items-center gap-2">
          <SaveIndicator status={state.status} error={state.error} draftFailed={state.draftFailed} label={label} />
          <HistoryButton
            store={store}
            name={name}
            label={context ? `${label}, ${context}` : label}
            kind="table"
            columns={columns}
          />
        </div>
      </div>
      <ChangeNote state={state} label={label} />
      <ConflictNotice sync={sync} state={state} describe={(v) => describeRows(v, columns)} />
      <TableScroll label={t.label(context ? `${label}, ${context}` : label)}>
        <table className="w-full text-sm">
          <thead className="bg-muted/60">
            <tr>
              {selecting && (
                <th className="w-10 p-2">
                  <Checkbox
                    aria-label={t.selectAll}
                    checked={selection.all.checked}
                    onCheckedChange={(v) => selection.all.set(v === true)}
                  />
                </th>
              )}
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`${isDateColumn(c) ? "min-w-44" : "min-w-40"} p-2 text-left font-medium`}
                >
                  {c.title}
                </th>
              ))}
              {rowLinks && (
                <th scope="col" className="min-w-52 p-2 text-left font-medium">
                  {rowLinks.title}
                </th>
              )}
            </tr>
          </thead>
          <tbody ref={body}>
            {rows.map((row, i) => (
              <tr key={row.id} className="border-t align-top" data-testid="table-row" data-row-id={row.id}>
                {selecting && (
                  <td className="px-2 pt-[17px]">
                    <Checkbox
                      className="block"
                      aria-label={t.selectRow(i + 1, context)}
                      checked={selection.isChosen(row.id)}
                      onCheckedChange={(v) => selection.toggle(row.id, v === true)}
                    />
                  </td>
                )}
                {columns.map((c) => {
                  const cellLabel = t.cell(c.title, i + 1, context);
                  const value = row[c.key] ?? "";
                  return (
                    <td key={c.key} className="p-1.5">
                      {c.computed ? (
                        <span
                          className="block whitespace-pre-wrap p-1.5 text-muted-foreground"
                          data-testid="computed-cell"
                        >
                          {computedCell(c.computed, row, today, terms)}
                        </span>
                      ) : c.readOnly || readOnly ? (
                        <span className="block whitespace-pre-wrap p-1.5">
                          {isDateColumn(c) ? formatIsoDate(value) : value}
                        </span>
                      ) : isDateColumn(c) ? (
                        <DatePicker label={cellLabel} value={value} onChange={(v) => setCell(row.id, c.key, v)} />
                      ) : c.choice ? (
                        <select
                          aria-label={cellLabel}
                          value={value}
                          onChange={(e) => setCell(row.id, c.key, e.target.value)}
                          onBlur={() => void sync.flush()}
                          className="h-9 w-full rounded-md border border-border/70 bg-background/60 px-2 text-sm focus:bg-background"
                        >
                          <option value="">{t.choose}</option>
                          {c.choice.map((option) => (
                            <option key={option} value={option}>
                              {option}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <Textarea
                          aria-label={cellLabel}
                          rows={1}
                          value={value}
                          onChange={(e) => setCell(row.id, c.key, e.target.value)}
                          onBlur={() => void sync.flush()}
                          className="min-h-9 resize-none border-border/70 bg-background/60 shadow-none [field-sizing:content] focus:bg-background"
                        />
                      )}
                    </td>
                  );
                })}
                {rowLinks && <td className="p-1.5">{stored.includes(row) ? rowLinks.render(row, i + 1) : null}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className={readOnly ? "hidden" : "flex flex-wrap gap-2"}>
        {selecting ? (
          <>
            <Button variant="destructive" size="sm" disabled={selection.chosen.length === 0} onClick={deleteSelected}>
              <Trash2 /> {t.deleteSelected(selection.chosen.length)}
            </Button>
            <Button variant="outline" size="sm" onClick={selection.stop}>
              <X /> {messages.cancel}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" size="sm" onClick={addRow}>
              <Plus /> {t.addRow}
            </Button>
            <Button ref={selectButton} variant="ghost" size="sm" onClick={selection.start}>
              <ListChecks /> {t.selectRows}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
