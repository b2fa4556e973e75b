/**
 * Verbeteren > Interne audits: the certification cycle, which of the 23 HKZ elements are done,
 * planned or not yet planned in it, planning a new audit, and the list of audits.
 */
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DatePicker, formatIsoDate } from "@/components/ui/date-picker";
import { PageHeader } from "@/components/ui/page";
import { ResultRegion, useResult, type Announce } from "@/components/ui/result-region";
import { Spinner } from "@/components/ui/spinner";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";
import { SectionCard } from "@/components/ui/section-card";
import { errorMessage } from "@/lib/api";
import { useReadOnly } from "@/lib/access";
import { useCan } from "@/lib/session";
import { paths } from "@core/shared/paths";
import type { AuditsDto, AuditSummaryDto } from "../model";
import { auditsQuery, usePlanAudit, useSetCycle } from "./api";
import { messages } from "./messages";
import { AuditForm } from "./AuditForm";
import { CoverageCard } from "./CoverageCard";

export function AuditsPage() {
  const overview = useQuery(auditsQuery);
  const readOnly = useReadOnly();
  const mayEdit = useCan("audits.edit") && !readOnly;
  const { result, announce } = useResult();

  return (
    <>
      <PageHeader title={messages.title} description={messages.description} />
      {readOnly && (
        <Alert variant="warning" className="mb-4">
          {readOnly.kind === "reader" ? messages.readOnly : readOnly.message}
        </Alert>
      )}
      <ResultRegion result={result} testId="audits-result" />
      {overview.isPending ? (
        <Spinner label={messages.loading} />
      ) : overview.isError ? (
        <Alert variant="destructive">
          {messages.loadFailed} {errorMessage(overview.error)}{" "}
          <Button variant="link" onClick={() => void overview.refetch()}>
            {messages.retry}
          </Button>
        </Alert>
      ) : (
        <div className="space-y-6">
          {/* The task first; the elements once, in the coverage table. */}
          {mayEdit && <PlanCard overview={overview.data} announce={announce} />}
          <AuditList overview={overview.data} />
          <CycleCard overview={overview.data} announce={announce} />
          <CoverageCard overview={overview.data} />
        </div>
      )}
    </>
  );
}

function CycleCard({ overview, announce }: { overview: AuditsDto; announce: Announce }) {
  const m = messages.cycle;
  const readOnly = useReadOnly();
  const mayChange = useCan("audits.cycle") && !readOnly;
  const setCycle = useSetCycle();
  const { cycle } = overview;
  async function change(startsOn: string | null) {
    try {
      await setCycle.mutateAsync(startsOn);
      announce(m.saved);
    } catch (e) {
      announce(`${m.failed} ${errorMessage(e)}`, true);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.title}</CardTitle>
        <CardDescription data-testid="audit-cycle">
          {cycle
            ? `${m.range(formatIsoDate(cycle.startsOn), formatIsoDate(cycle.endsOn))} ${cycle.setByHand ? m.setByHand : m.fromFirst}`
            : m.none}
        </CardDescription>
      </CardHeader>
      {mayChange && (
        <CardContent className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium">{m.label}</span>
          <DatePicker
            value={cycle?.setByHand ? cycle.startsOn : ""}
            onChange={(iso) => void change(iso || null)}
            label={m.label}
            className="w-auto"
          />
          {cycle?.setByHand && (
            <Button variant="outline" size="sm" onClick={() => void change(null)} disabled={setCycle.isPending}>
              {m.reset}
            </Button>
          )}
        </CardContent>
      )}
    </Card>
  );
}

function PlanCard({ overview, announce }: { overview: AuditsDto; announce: Announce }) {
  const m = messages.plan;
  const planAudit = usePlanAudit();
  const navigate = useNavigate();
  return (
    <SectionCard title={m.title} description={m.description}>
      <AuditForm
        idPrefix="plan"
        members={overview.members}
        coverage={overview.coverage}
        initial={{ date: "", auditorIds: [], elements: [] }}
        submitLabel={m.submit}
        busyLabel={m.saving}
        onSubmit={async (input) => {
          try {
            const audit = await planAudit.mutateAsync(input);
            announce(m.planned(formatIsoDate(audit.date)));
            await navigate({ to: paths.audit(audit.id) });
            return true;
          } catch (e) {
            announce(`${m.failed} ${errorMessage(e)}`, true);
            return false;
          }
        }}
      />
    </SectionCard>
  );
}

function AuditList({ overview }: { overview: AuditsDto }) {
  const m = messages.list;
  const names = (list: { name: string }[]) => list.map((a) => a.name).join(", ");
  const columns: RecordColumn<AuditSummaryDto>[] = [
    {
      title: m.date,
      cell: (audit) => (
        <>
          <Link
            to={paths.audit(audit.id)}
            className="font-medium underline underline-offset-2"
            aria-label={m.open(formatIsoDate(audit.date))}
          >
            {formatIsoDate(audit.date)}
          </Link>
          {audit.date > overview.today && <span className="ml-2 text-muted-foreground">({m.planned})</span>}
        </>
      ),
    },
    { title: m.auditors, cell: (audit) => names(audit.auditors) },
    { title: m.elements, cell: (audit) => audit.elements.join(", "), className: "tabular-nums" },
    { title: m.progress, cell: (audit) => m.assessed(audit.assessed, audit.pointCount), className: "tabular-nums" },
    { title: m.findings, cell: (audit) => audit.findings, className: "tabular-nums" },
  ];
  return (
    <SectionCard title={m.title}>
      {overview.audits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.empty}</p>
      ) : (
        <RecordTable label={m.title} testId="audit-list" columns={columns} rows={overview.audits} />
      )}
    </SectionCard>
  );
}
