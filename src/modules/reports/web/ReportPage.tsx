/**
 * /meldingen/$reportId: one report. Its reporter reads it and the words of the Eigenaar; who
 * triages classifies it (register type, cause, analysis) into the register of 4.5, where its clock
 * runs, makes a Verbeteractie from the register row, and hands it back with words for the reporter.
 */
import * as React from "react";
import { Link, useParams } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { FieldError, Label, Select, Textarea } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useForm } from "@core/web/use-form";
import { errorMessage } from "@/lib/api";
import { useCan } from "@/lib/session";
import { formatIsoDate } from "@core/shared/dates";
import { formatDateTimeNl } from "@core/shared/format-date";
import { paths } from "@core/shared/paths";
import { newActionSearch } from "@modules/actions/model";
import {
  registerTypeList,
  reportCauseList,
  reportCauses,
  reportStatuses,
  reportTypes,
  suggestedRegisterType,
  type ReportDto,
} from "../model";
import { triageReportSchema } from "../schemas";
import { useHandle, useReport, useReports, useSaveAnalysis, useTriage } from "./api";
import { messages } from "./messages";

const t = messages.detail;

function Facts({ report }: { report: ReportDto }) {
  const rows: [string, string][] = [
    [t.status, reportStatuses[report.status]],
    [t.happenedOn, report.happenedOn ? formatIsoDate(report.happenedOn) : ""],
    [t.place, report.place],
    [t.involved, report.involved],
    [t.immediateAction, report.immediateAction],
    [t.triagedAt, report.triagedAt ? formatDateTimeNl(report.triagedAt) : ""],
    [t.handledAt, report.handledAt ? formatDateTimeNl(report.handledAt) : ""],
    [t.reporter, report.source === "client" ? messages.list.client : (report.reporterName ?? messages.list.hidden)],
  ];
  return (
    <SectionCard title={t.what}>
      <p className="whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="report-description">
        {report.description}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <React.Fragment key={k}>
              <dt className="font-medium">{k}</dt>
              <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{v}</dd>
            </React.Fragment>
          ))}
      </dl>
      {report.anonymous && <p className="mt-3 text-sm text-muted-foreground">{t.anonymousNote}</p>}
    </SectionCard>
  );
}

function TriageCard({ report }: { report: ReportDto }) {
  const triage = useTriage(report.id);
  const saveAnalysis = useSaveAnalysis(report.id);
  const done = report.status !== "nieuw";
  const form = useForm(triageReportSchema, {
    registerType: report.registerType ?? suggestedRegisterType(report.type),
    cause: report.cause ?? "",
    analysis: report.analysis,
  });
  const [notice, setNotice] = React.useState<{ ok: boolean; text: string }>();
  const id = React.useId();
  const { values, errors, set } = form;
  const submit = form.submit(async (data) => {
    if (done) {
      await saveAnalysis.mutateAsync({ cause: data.cause, analysis: data.analysis });
      setNotice({ ok: true, text: t.analysisSaved });
    } else {
      await triage.mutateAsync(data);
      setNotice({ ok: true, text: t.triaged });
    }
  });
  const onSubmit = (e: React.FormEvent) => {
    setNotice(undefined);
    submit(e).catch((err: unknown) => setNotice({ ok: false, text: errorMessage(err) }));
  };
  return (
    <SectionCard title={t.triageTitle} description={done ? undefined : t.triageDescription}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label={t.triageTitle}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-type`}>{t.registerType}</Label>
            <Select
              id={`${id}-type`}
              className="w-full"
              value={values.registerType}
              disabled={done}
              onChange={(e) => set({ registerType: e.target.value as typeof values.registerType })}
            >
              {registerTypeList.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </Select>
            <FieldError>{errors.registerType}</FieldError>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-cause`}>{t.cause}</Label>
            <Select
              id={`${id}-cause`}
              className="w-full"
              value={values.cause}
              aria-invalid={!!errors.cause}
              onChange={(e) => set({ cause: e.target.value })}
            >
              <option value="">—</option>
              {reportCauseList.map((k) => (
                <option key={k} value={k}>
                  {reportCauses[k]}
                </option>
              ))}
            </Select>
            <FieldError>{errors.cause}</FieldError>
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-analysis`}>{t.analysis}</Label>
          <Textarea
            id={`${id}-analysis`}
            rows={4}
            value={values.analysis}
            aria-describedby={`${id}-analysis-hint`}
            onChange={(e) => set({ analysis: e.target.value })}
          />
          <p id={`${id}-analysis-hint`} className="text-xs text-muted-foreground">
            {t.analysisHint}
          </p>
          <FieldError>{errors.analysis}</FieldError>
        </div>
        {notice && (
          <Alert variant={notice.ok ? "success" : "destructive"} data-testid="triage-result">
            {notice.text}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={triage.isPending || saveAnalysis.isPending}>
            {done ? t.saveAnalysis : t.triage}
          </Button>
          {done && (
            <Link to={paths.kwaliteitssysteem("meldingen")} className={buttonVariants({ variant: "outline" })}>
              {t.registerLink}
            </Link>
          )}
        </div>
      </form>
    </SectionCard>
  );
}

function ActionCard({ report }: { report: ReportDto }) {
  if (!report.registerRowId) return null;
  const label = `${report.registerType ?? reportTypes[report.type]}: ${report.description}`;
  return (
    <SectionCard title={t.actionTitle} description={t.actionDescription}>
      <Link
        to={paths.verbeteracties}
        search={newActionSearch(
          report.registerType === "Klacht" ? "complaint" : "register",
          report.registerRowId,
          label,
        )}
        className={buttonVariants({ variant: "outline" })}
      >
        {t.makeAction}
      </Link>
    </SectionCard>
  );
}

function HandleCard({ report }: { report: ReportDto }) {
  const handle = useHandle(report.id);
  const [feedback, setFeedback] = React.useState(report.feedback);
  const [notice, setNotice] = React.useState<{ ok: boolean; text: string }>();
  const id = React.useId();
  const client = report.source === "client";
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setNotice(undefined);
    try {
      await handle.mutateAsync(feedback);
      setNotice({ ok: true, text: t.handled });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };
  return (
    <SectionCard title={t.handleTitle} description={client ? t.handleDescriptionClient : t.handleDescription}>
      <form onSubmit={submit} className="space-y-4" noValidate aria-label={t.handleTitle}>
        {!client && (
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-feedback`}>{t.feedback}</Label>
            <Textarea id={`${id}-feedback`} rows={4} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
          </div>
        )}
        {notice && <Alert variant={notice.ok ? "success" : "destructive"}>{notice.text}</Alert>}
        <Button type="submit" disabled={handle.isPending}>
          {client ? t.handleClient : t.handle}
        </Button>
      </form>
    </SectionCard>
  );
}

export function ReportPage() {
  const { reportId } = useParams({ strict: false }) as { reportId: string };
  const report = useReport(reportId);
  const list = useReports();
  const mayMakeActions = useCan("actions.edit");
  if (report.isPending) return <Spinner label={t.loading} />;
  if (report.isError) return <LoadError error={report.error} onRetry={report.refetch} />;
  const r = report.data;
  const triage = list.data?.mayTriage ?? false;
  return (
    <>
      <PageHeader title={reportTypes[r.type]} description={messages.list.on(formatIsoDate(r.receivedOn))}>
        <Link to={paths.meldingen} className="text-sm underline underline-offset-4">
          {t.back}
        </Link>
      </PageHeader>
      <div className="space-y-6">
        <Facts report={r} />
        {r.feedback && !triage && (
          <SectionCard title={t.feedbackTitle}>
            <p className="whitespace-pre-wrap">{r.feedback}</p>
          </SectionCard>
        )}
        {triage && <TriageCard report={r} />}
        {triage && mayMakeActions && <ActionCard report={r} />}
        {triage && r.status !== "nieuw" && <HandleCard report={r} />}
      </div>
    </>
  );
}
