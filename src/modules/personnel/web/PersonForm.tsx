/**
 * A person's own fields: name, function, relation, account, dates, hours, the written reason for
 * working unregistered and the last yearly conversation. Checked with the route's own schema; the
 * server's Dutch message shows when it refuses.
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Field, FieldError, Label, Select, Textarea } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { fieldErrors } from "@/lib/field-errors";
import { personnelRelations, type PersonDto, type PersonnelRelation } from "../model";
import { personSchema, type PersonInput } from "../schemas";
import { useMembers } from "./api";
import { messages } from "./messages";

const t = messages.form;

type Values = {
  name: string;
  jobTitle: string;
  relation: PersonnelRelation;
  userId: string;
  startDate: string;
  endDate: string;
  hours: string;
  unregisteredReason: string;
  lastConversation: string;
};
type Errors = Partial<Record<keyof PersonInput | "hours", string>>;

const valuesOf = (p?: PersonDto): Values => ({
  name: p?.name ?? "",
  jobTitle: p?.jobTitle ?? "",
  relation: p?.relation ?? "in-dienst",
  userId: p?.userId ?? "",
  startDate: p?.startDate ?? "",
  endDate: p?.endDate ?? "",
  hours: p?.hoursPerWeek === null || p?.hoursPerWeek === undefined ? "" : String(p.hoursPerWeek).replace(".", ","),
  unregisteredReason: p?.unregisteredReason ?? "",
  lastConversation: p?.lastConversation ?? "",
});

export function PersonForm({
  person,
  readOnly = false,
  onSave,
  onCancel,
}: {
  person?: PersonDto;
  readOnly?: boolean;
  onSave(input: PersonInput): Promise<unknown>;
  onCancel?(): void;
}) {
  const [values, setValues] = React.useState<Values>(() => valuesOf(person));
  const [errors, setErrors] = React.useState<Errors>({});
  const [failure, setFailure] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  const members = useMembers(!readOnly);
  const id = React.useId();
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const hoursText = values.hours.trim().replace(",", ".");
    const hours = hoursText === "" ? null : Number(hoursText);
    if (hours !== null && !Number.isFinite(hours)) {
      setErrors({ hours: t.hoursInvalid });
      return;
    }
    const checked = personSchema.safeParse({
      name: values.name,
      jobTitle: values.jobTitle,
      relation: values.relation,
      userId: values.userId || null,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      hoursPerWeek: hours,
      unregisteredReason: values.unregisteredReason,
      lastConversation: values.lastConversation || null,
    });
    if (!checked.success) {
      const found = fieldErrors<keyof PersonInput>(checked.error.issues);
      setErrors({ ...found, hours: found.hoursPerWeek });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(checked.data);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const date = (key: "startDate" | "endDate" | "lastConversation", label: string) => (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium leading-none" aria-hidden>
        {label}
      </span>
      {readOnly ? (
        <p className="text-sm">{values[key] ? values[key].split("-").reverse().join("-") : "–"}</p>
      ) : (
        <DatePicker label={label} value={values[key]} onChange={(day) => set({ [key]: day })} />
      )}
      <FieldError>{errors[key]}</FieldError>
    </div>
  );

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      noValidate
      aria-label={person ? t.detailsTitle : t.newTitle}
      data-testid="person-form"
    >
      {readOnly && <Alert variant="default">{t.readOnly}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-name`}
          label={t.name}
          value={values.name}
          readOnly={readOnly}
          error={errors.name}
          autoComplete="off"
          onChange={(e) => set({ name: e.target.value })}
        />
        <Field
          id={`${id}-job`}
          label={t.jobTitle}
          value={values.jobTitle}
          readOnly={readOnly}
          error={errors.jobTitle}
          autoComplete="off"
          onChange={(e) => set({ jobTitle: e.target.value })}
        />
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-relation`}>{t.relation}</Label>
          <Select
            id={`${id}-relation`}
            className="w-full"
            value={values.relation}
            disabled={readOnly}
            onChange={(e) => set({ relation: e.target.value as PersonnelRelation })}
          >
            {Object.entries(personnelRelations).map(([value, title]) => (
              <option key={value} value={value}>
                {title}
              </option>
            ))}
          </Select>
        </div>
        {!readOnly && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-account`}>{t.account}</Label>
            <Select
              id={`${id}-account`}
              className="w-full"
              value={values.userId}
              aria-invalid={Boolean(errors.userId)}
              aria-describedby={errors.userId ? `${id}-account-err` : undefined}
              onChange={(e) => set({ userId: e.target.value })}
            >
              <option value="">{t.noAccount}</option>
              {(members.data ?? []).map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name} ({m.email})
                </option>
              ))}
            </Select>
            <FieldError id={`${id}-account-err`}>{errors.userId}</FieldError>
          </div>
        )}
        {date("startDate", t.startDate)}
        {date("endDate", t.endDate)}
        <Field
          id={`${id}-hours`}
          label={t.hours}
          hint={t.hoursHint}
          inputMode="decimal"
          value={values.hours}
          readOnly={readOnly}
          error={errors.hours}
          onChange={(e) => set({ hours: e.target.value })}
        />
        {date("lastConversation", t.lastConversation)}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-reason`}>{t.unregisteredReason}</Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          value={values.unregisteredReason}
          readOnly={readOnly}
          aria-describedby={`${id}-reason-hint${errors.unregisteredReason ? ` ${id}-reason-err` : ""}`}
          onChange={(e) => set({ unregisteredReason: e.target.value })}
        />
        <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
          {t.unregisteredHint}
        </p>
        <FieldError id={`${id}-reason-err`}>{errors.unregisteredReason}</FieldError>
      </div>
      {failure && <Alert variant="destructive">{failure}</Alert>}
      {!readOnly && (
        <div className="flex flex-wrap justify-end gap-2">
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? t.saving : t.save}
          </Button>
        </div>
      )}
    </form>
  );
}
