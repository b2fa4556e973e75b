/**
 * /melden: the report form every member opens from the top bar, made for a phone: the kind, what
 * happened, when and where, who was involved, what was done at once, and whether colleagues may see
 * the reporter's name. Checked with the route's own schema before it is sent.
 */
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DatePicker } from "@/components/ui/date-picker";
import { Field, FieldError, Label, Select, Textarea } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page";
import { SectionCard } from "@/components/ui/section-card";
import { useForm } from "@core/web/use-form";
import { errorMessage } from "@/lib/api";
import { amsterdamDay } from "@core/shared/calendar-day";
import { paths } from "@core/shared/paths";
import { reportTypeList, reportTypes } from "../model";
import { createReportSchema } from "../schemas";
import { useCreateReport } from "./api";
import { messages } from "./messages";

const t = messages.form;

const initial = () => ({
  type: "",
  description: "",
  happenedOn: amsterdamDay(new Date()),
  place: "",
  involved: "",
  immediateAction: "",
  anonymous: false,
});

export function ReportFormPage() {
  const create = useCreateReport();
  const form = useForm(createReportSchema, initial());
  const [failure, setFailure] = React.useState<string>();
  const [sent, setSent] = React.useState(false);
  const id = React.useId();
  const { values, errors, set } = form;

  const submit = form.submit(async (data) => {
    await create.mutateAsync(data);
    setSent(true);
    form.setValues(initial());
  });
  const onSubmit = (e: React.FormEvent) => {
    setFailure(undefined);
    submit(e).catch((err: unknown) => setFailure(errorMessage(err)));
  };

  if (sent)
    return (
      <>
        <PageHeader title={t.title} />
        <div className="space-y-4">
          <Alert variant="success" role="status" data-testid="report-sent">
            {t.sent}
          </Alert>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => setSent(false)}>
              {t.another}
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.meldingen}>{t.mine}</Link>
            </Button>
          </div>
        </div>
      </>
    );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <SectionCard title={t.title}>
        <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label={t.title}>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-type`}>{t.type}</Label>
            <Select
              id={`${id}-type`}
              className="w-full"
              value={values.type}
              aria-invalid={!!errors.type}
              aria-describedby={errors.type ? `${id}-type-err` : undefined}
              onChange={(e) => set({ type: e.target.value })}
            >
              <option value="">—</option>
              {reportTypeList.map((k) => (
                <option key={k} value={k}>
                  {reportTypes[k]}
                </option>
              ))}
            </Select>
            <FieldError id={`${id}-type-err`}>{errors.type}</FieldError>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-description`}>{t.description_}</Label>
            <Textarea
              id={`${id}-description`}
              rows={5}
              value={values.description}
              aria-invalid={!!errors.description}
              aria-describedby={`${id}-description-hint${errors.description ? ` ${id}-description-err` : ""}`}
              onChange={(e) => set({ description: e.target.value })}
            />
            <p id={`${id}-description-hint`} className="text-xs text-muted-foreground">
              {t.descriptionHint}
            </p>
            <FieldError id={`${id}-description-err`}>{errors.description}</FieldError>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <span className="block text-sm font-medium" aria-hidden>
                {t.happenedOn}
              </span>
              <DatePicker label={t.happenedOn} value={values.happenedOn} onChange={(d) => set({ happenedOn: d })} />
              <FieldError>{errors.happenedOn}</FieldError>
            </div>
            <Field
              id={`${id}-place`}
              label={t.place}
              value={values.place}
              error={errors.place}
              onChange={(e) => set({ place: e.target.value })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-involved`}>{t.involved}</Label>
            <Textarea
              id={`${id}-involved`}
              rows={2}
              value={values.involved}
              aria-describedby={`${id}-involved-hint`}
              onChange={(e) => set({ involved: e.target.value })}
            />
            <p id={`${id}-involved-hint`} className="text-xs text-muted-foreground">
              {t.involvedHint}
            </p>
            <FieldError>{errors.involved}</FieldError>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-action`}>{t.immediateAction}</Label>
            <Textarea
              id={`${id}-action`}
              rows={3}
              value={values.immediateAction}
              onChange={(e) => set({ immediateAction: e.target.value })}
            />
            <FieldError>{errors.immediateAction}</FieldError>
          </div>
          <div className="space-y-1">
            <div className="flex items-start gap-2">
              <Checkbox
                id={`${id}-anonymous`}
                checked={values.anonymous}
                aria-describedby={`${id}-anonymous-hint`}
                onCheckedChange={(on) => set({ anonymous: on === true })}
              />
              <Label htmlFor={`${id}-anonymous`} className="font-normal">
                {t.anonymous}
              </Label>
            </div>
            <p id={`${id}-anonymous-hint`} className="pl-6 text-xs text-muted-foreground">
              {t.anonymousHint}
            </p>
          </div>
          {failure && <Alert variant="destructive">{failure}</Alert>}
          <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
            {t.submit}
          </Button>
        </form>
      </SectionCard>
    </>
  );
}
