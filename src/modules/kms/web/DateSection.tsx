/** A single date of a topic (Organisatiebeoordeling's 'Datum'): picked, saved at once, shown dd-MM-yyyy. */
import * as React from "react";
import type { KmsStore } from "./sync/kms-store";
import { ChangeNote } from "./ChangeNote";
import { ConflictNotice } from "./ConflictNotice";
import { DatePicker, formatIsoDate } from "@/components/ui/date-picker";
import { SaveIndicator } from "./SaveIndicator";
import { useValueSync } from "./use-value-sync";
import { useSectionsReadOnly } from "./read-only";

export function DateSection({ store, name, title }: { store: KmsStore; name: string; title: string }) {
  const sync = store.get<string>(name, "text");
  const state = useValueSync(sync);
  const id = React.useId();
  const value = typeof state.value === "string" ? state.value : "";
  const readOnly = useSectionsReadOnly();
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="font-medium">
          {title}
        </h2>
        <SaveIndicator status={state.status} error={state.error} draftFailed={state.draftFailed} label={title} />
      </div>
      <ChangeNote state={state} label={title} />
      <ConflictNotice sync={sync} state={state} describe={(v) => formatIsoDate(String(v ?? ""))} />
      {readOnly ? (
        <p>{formatIsoDate(value) || "—"}</p>
      ) : (
        <DatePicker
          className="sm:w-64"
          label={title}
          value={value}
          onChange={(v) => sync.edit(v, { immediate: true })}
        />
      )}
    </section>
  );
}
