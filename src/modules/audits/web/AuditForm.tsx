/**
 * The details of an audit: the date (picked in the calendar), the auditors (members of the
 * organisation) and the HKZ elements it covers, grouped per chapter. Used to plan an audit and to
 * change one; the server checks the same rules (../schemas.ts).
 */
import * as React from "react";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { FieldError } from "@/components/ui/input";
import { ElementName } from "@/components/ui/record-table";
import { hkzChapters, hkzElements, type HkzElementNumber } from "@norm/norm";
import type { AuditInput } from "../schemas";
import type { AuditorDto, ElementCoverageDto } from "../model";
import { messages } from "./messages";

const m = messages.plan;

export type AuditFormValues = { date: string; auditorIds: string[]; elements: HkzElementNumber[] };

export function AuditForm({
  idPrefix,
  members,
  coverage,
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: {
  idPrefix: string;
  members: AuditorDto[];
  coverage?: ElementCoverageDto[];
  initial: AuditFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit(input: AuditInput): Promise<boolean>;
  children?: React.ReactNode;
}) {
  const [values, setValues] = React.useState(initial);
  const [error, setError] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  const open = new Set(coverage?.filter((r) => r.status === "open").map((r) => r.element));

  const toggle = <K extends "auditorIds" | "elements">(key: K, item: AuditFormValues[K][number], on: boolean) =>
    setValues((v) => ({
      ...v,
      [key]: on ? [...(v[key] as string[]), item] : (v[key] as string[]).filter((x) => x !== item),
    }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const missing = !values.date
      ? m.missingDate
      : values.auditorIds.length === 0
        ? m.missingAuditors
        : values.elements.length === 0
          ? m.missingElements
          : undefined;
    setError(missing);
    if (missing) return;
    setBusy(true);
    try {
      if (await onSubmit(values)) setValues(initial);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
      <div className="space-y-1.5" data-testid={`${idPrefix}-date`}>
        <p className="text-sm font-medium">{m.date}</p>
        <DatePicker value={values.date} onChange={(date) => setValues((v) => ({ ...v, date }))} label={m.date} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{m.auditors}</legend>
        <p className="text-xs text-muted-foreground">{m.auditorsHint}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {members.map((member) => (
            <li key={member.id}>
              <CheckOption
                checked={values.auditorIds.includes(member.id)}
                onChange={(checked) => toggle("auditorIds", member.id, checked)}
              >
                {member.name}
              </CheckOption>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{m.elements}</legend>
        {coverage && <p className="text-xs text-muted-foreground">{m.elementsHint}</p>}
        {hkzChapters.map((chapter) => (
          <fieldset key={chapter.number} className="space-y-1">
            <legend className="text-sm font-semibold">{m.chapter(chapter.number, chapter.title)}</legend>
            <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {hkzElements
                .filter((e) => e.number.startsWith(`${chapter.number}.`))
                .map((element) => (
                  <li key={element.number}>
                    <CheckOption
                      checked={values.elements.includes(element.number)}
                      onChange={(checked) => toggle("elements", element.number, checked)}
                    >
                      <span>
                        <ElementName number={element.number} title={element.title} />
                        {open.has(element.number) && (
                          <span className="ml-1 text-xs text-amber-800 dark:text-amber-200">({m.notPlanned})</span>
                        )}
                      </span>
                    </CheckOption>
                  </li>
                ))}
            </ul>
          </fieldset>
        ))}
      </fieldset>
      {children}
      <FieldError>{error}</FieldError>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/** One choice of a list of checkboxes; the box stays on the first line when its text wraps. */
function CheckOption({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}
