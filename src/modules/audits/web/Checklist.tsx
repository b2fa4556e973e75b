/**
 * The checklist of an audit: per HKZ element the points an auditor wants to see, each with an
 * assessment ('Voldoet', 'Voldoet deels', 'Voldoet niet', 'Niet beoordeeld') and a note. Edits are
 * kept until saved (checklist-draft.ts); the save state is always shown and announced.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { Textarea } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { hkzElements } from "@norm/norm";
import { auditPointStatuses, isFinding, NOTE_MAX, type AuditDetailDto, type AuditPointStatus } from "../model";
import { auditQuery, useSavePoints } from "./api";
import { useChecklistDraft } from "./checklist-draft";
import { messages } from "./messages";

const m = messages.checklist;
const statuses = Object.entries(auditPointStatuses) as [AuditPointStatus, string][];

export function Checklist({ audit, mayEdit }: { audit: AuditDetailDto; mayEdit: boolean }) {
  const save = useSavePoints(audit.id);
  const client = useQueryClient();
  const draft = useChecklistDraft(
    audit,
    (input) => save.mutateAsync(input),
    (current) => client.setQueryData(auditQuery(audit.id).queryKey, current),
  );

  const stateText = {
    saved: m.saved,
    unsaved: m.unsaved(draft.dirtyCount),
    saving: m.saving,
    failed: `${m.failed}${draft.error ? ` ${draft.error}` : ""}`,
    // The server's message: someone else changed the audit, the edits are still here.
    stale: draft.error ?? m.failed,
  }[draft.state];

  return (
    <SectionCard title={m.title} description={m.description} contentClassName="space-y-6">
      {draft.restored && <p className="text-sm text-amber-800 dark:text-amber-200">{m.restored}</p>}
      {audit.elements.map((element) => {
        const info = hkzElements.find((e) => e.number === element);
        return (
          <section key={element} aria-labelledby={`element-${element}`} className="space-y-3">
            <h3 id={`element-${element}`} className="text-base font-semibold">
              <span className="tabular-nums">{element}</span> {info?.title}
            </h3>
            <ol className="space-y-4">
              {audit.checklist
                .filter((p) => p.element === element)
                .map((point) => {
                  const value = draft.valueOf(point.id);
                  return (
                    <li
                      key={point.id}
                      id={`punt-${point.id}`}
                      tabIndex={-1}
                      className="rounded-md border p-3 outline-none focus:ring-2 focus:ring-ring"
                      data-testid={`point-${point.id}`}
                    >
                      <fieldset disabled={!mayEdit} className="space-y-2">
                        <legend className="text-sm font-medium">
                          {point.text}
                          {isFinding(point.status) && (
                            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                              {m.finding}
                            </span>
                          )}
                        </legend>
                        <div className="flex flex-wrap gap-x-5 gap-y-1">
                          {statuses.map(([status, label]) => (
                            <label key={status} className="flex items-center gap-1.5 text-sm">
                              <input
                                type="radio"
                                className="size-4 accent-primary"
                                name={`status-${point.id}`}
                                value={status}
                                checked={value.status === status}
                                onChange={() => draft.change(point.id, { status })}
                              />
                              {label}
                            </label>
                          ))}
                        </div>
                        <Textarea
                          aria-label={m.notePoint(point.text)}
                          placeholder={m.note}
                          rows={2}
                          maxLength={NOTE_MAX}
                          value={value.note}
                          onChange={(e) => draft.change(point.id, { note: e.target.value })}
                        />
                      </fieldset>
                    </li>
                  );
                })}
            </ol>
          </section>
        );
      })}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t bg-card py-3">
        {mayEdit && (
          <Button onClick={() => void draft.saveAll()} disabled={draft.state === "saving" || draft.dirtyCount === 0}>
            {m.save}
          </Button>
        )}
        <p
          role="status"
          aria-live="polite"
          data-testid="checklist-state"
          className={cn("text-sm", draft.state === "failed" || draft.state === "stale" ? "text-destructive" : "")}
        >
          {stateText}
        </p>
      </div>
    </SectionCard>
  );
}
