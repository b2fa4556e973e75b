/**
 * A multi-line policy text that saves itself. A table in the text (shared/text-table.ts: from a
 * Word import, or typed) is shown as a table below the field, as the handbook draws it.
 */
import * as React from "react";
import { Check, Plus } from "lucide-react";
import { Textarea } from "@/components/ui/input";
import { TextTableView } from "@/components/ui/text-table";
import { parsePlainText } from "@norm/plain-text";
import { hasTextTable } from "@core/shared/text-table";
import type { KmsStore } from "./sync/kms-store";
import { ChangeNote } from "./ChangeNote";
import { ConflictNotice } from "./ConflictNotice";
import { SaveIndicator } from "./SaveIndicator";
import { useValueSync } from "./use-value-sync";
import { useSectionsReadOnly } from "./read-only";
import { HistoryButton } from "./history/HistoryButton";
import { messages } from "./messages";

type Props = {
  store: KmsStore;
  name: string;
  title?: string;
  /** Accessible name when there is no visible title (the page heading names it). */
  label: string;
  rows: number;
  suggestions?: readonly string[];
  placeholder?: string;
};

export function TextSection({ store, name, title, label, rows, suggestions, placeholder }: Props) {
  const sync = store.get<string>(name, "text");
  const state = useValueSync(sync);
  const id = React.useId();
  const text = typeof state.value === "string" ? state.value : "";
  const readOnly = useSectionsReadOnly();
  const tables = React.useMemo(
    () => (hasTextTable(text) ? parsePlainText(text).flatMap((b) => (b.kind === "table" ? [b] : [])) : []),
    [text],
  );

  const addSuggestion = (s: string) => {
    const sep = text === "" || text.endsWith("\n") ? "" : "\n";
    sync.edit(text + sep + s);
  };

  return (
    <section className="space-y-2" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label id={`${id}-label`} htmlFor={id} className={title ? "font-medium" : "sr-only"}>
          {title ?? label}
        </label>
        <div className="flex items-center gap-2">
          <SaveIndicator status={state.status} error={state.error} draftFailed={state.draftFailed} label={label} />
          <HistoryButton store={store} name={name} label={label} kind="text" />
        </div>
      </div>
      <ChangeNote state={state} label={label} />
      <ConflictNotice sync={sync} state={state} describe={(v) => String(v ?? "")} />
      <Textarea
        id={id}
        aria-label={title && label !== title ? label : undefined}
        rows={rows}
        value={text}
        readOnly={readOnly}
        placeholder={readOnly ? undefined : (placeholder ?? messages.text.placeholder)}
        onChange={(e) => sync.edit(e.target.value)}
        onBlur={() => void sync.flush()}
        className={rows === 1 ? "resize-none" : undefined}
      />
      {tables.length > 0 && (
        <div className="space-y-2 pt-1" data-testid="text-tables">
          <p className="text-sm text-muted-foreground">{messages.text.tablesShown(tables.length)}</p>
          {tables.map((t, i) => (
            <TextTableView
              key={i}
              columns={t.columns}
              rows={t.rows}
              label={messages.text.tableLabel(label, i + 1, tables.length)}
            />
          ))}
        </div>
      )}
      {suggestions && !readOnly && (
        <div className="space-y-2 pt-2">
          <p className="text-sm font-medium">{messages.text.suggestions}</p>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((s) => {
              const present = text.includes(s);
              return (
                <li key={s}>
                  <button
                    type="button"
                    disabled={present}
                    onClick={() => addSuggestion(s)}
                    aria-label={present ? messages.text.suggestionPresent(s) : messages.text.suggestionAdd(s)}
                    className="flex items-center gap-1 rounded-full border px-3 py-1 text-left text-sm hover:bg-accent disabled:cursor-default disabled:opacity-60"
                  >
                    {present ? <Check aria-hidden className="size-3.5" /> : <Plus aria-hidden className="size-3.5" />}
                    {s}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
