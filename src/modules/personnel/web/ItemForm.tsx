/** Records a diploma, registration, VOG or training; the fields follow the kind chosen. */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Field, FieldError, Label, Select } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { fieldErrors } from "@/lib/field-errors";
import { personnelItemKinds, personnelRegisters, type PersonnelItemKind, type PersonnelRegister } from "../model";
import { itemSchema, type ItemInput } from "../schemas";
import { useAddItem } from "./api";
import { messages } from "./messages";

const t = messages.items;

type Values = {
  kind: PersonnelItemKind;
  title: string;
  register: PersonnelRegister;
  number: string;
  issuedOn: string;
  validUntil: string;
  points: string;
  profile: string;
};
const empty = (kind: PersonnelItemKind): Values => ({
  kind,
  title: "",
  register: "skj",
  number: "",
  issuedOn: "",
  validUntil: "",
  points: "",
  profile: "",
});

export function ItemForm({ personId, vogYears, onAdded }: { personId: string; vogYears: number; onAdded(): void }) {
  const add = useAddItem(personId);
  const [values, setValues] = React.useState<Values>(empty("vog"));
  const [errors, setErrors] = React.useState<Partial<Record<keyof ItemInput, string>>>({});
  const [failure, setFailure] = React.useState<string>();
  const id = React.useId();
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const { kind } = values;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const points = values.points.trim() === "" ? null : Number(values.points);
    const checked = itemSchema.safeParse({
      kind,
      title: values.title,
      register: kind === "registration" ? values.register : null,
      number: values.number || null,
      issuedOn: values.issuedOn || null,
      validUntil: values.validUntil || null,
      points,
      profile: values.profile || null,
    });
    if (!checked.success) {
      setErrors(fieldErrors<keyof ItemInput>(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(checked.data);
      setValues(empty(kind));
      onAdded();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  const date = (key: "issuedOn" | "validUntil", label: string) => (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium leading-none" aria-hidden>
        {label}
      </span>
      <DatePicker label={label} value={values[key]} onChange={(day) => set({ [key]: day })} />
      <FieldError>{errors[key]}</FieldError>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t.addTitle} className="space-y-4 rounded-lg border p-4">
      <h3 className="font-medium">{t.addTitle}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-kind`}>{t.kind}</Label>
          <Select
            id={`${id}-kind`}
            className="w-full"
            value={kind}
            onChange={(e) => {
              setErrors({});
              set({ kind: e.target.value as PersonnelItemKind });
            }}
          >
            {Object.entries(personnelItemKinds).map(([value, title]) => (
              <option key={value} value={value}>
                {title}
              </option>
            ))}
          </Select>
        </div>
        {(kind === "diploma" || kind === "training") && (
          <Field
            id={`${id}-title`}
            label={kind === "diploma" ? t.diplomaName : t.courseName}
            value={values.title}
            error={errors.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
        {kind === "registration" && (
          <>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-register`}>{t.register}</Label>
              <Select
                id={`${id}-register`}
                className="w-full"
                value={values.register}
                onChange={(e) => set({ register: e.target.value as PersonnelRegister })}
              >
                {Object.entries(personnelRegisters).map(([value, title]) => (
                  <option key={value} value={value}>
                    {title}
                  </option>
                ))}
              </Select>
            </div>
            <Field
              id={`${id}-number`}
              label={t.number}
              value={values.number}
              error={errors.number}
              onChange={(e) => set({ number: e.target.value })}
            />
          </>
        )}
        {date("issuedOn", kind === "vog" ? t.vogIssued : kind === "registration" ? t.periodStart : t.issuedOn)}
        {(kind === "registration" || kind === "training") && date("validUntil", t.validUntil)}
        {kind === "training" && (
          <Field
            id={`${id}-points`}
            label={t.points}
            inputMode="numeric"
            value={values.points}
            error={errors.points}
            onChange={(e) => set({ points: e.target.value })}
          />
        )}
        {kind === "vog" && (
          <Field
            id={`${id}-profile`}
            label={t.profile}
            value={values.profile}
            error={errors.profile}
            onChange={(e) => set({ profile: e.target.value })}
          />
        )}
      </div>
      {kind === "vog" && <p className="text-xs text-muted-foreground">{t.vogHint(vogYears)}</p>}
      {kind === "registration" && values.register === "skj" && (
        <p className="text-xs text-muted-foreground">{t.skjHint}</p>
      )}
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? t.adding : t.add}
      </Button>
    </form>
  );
}
