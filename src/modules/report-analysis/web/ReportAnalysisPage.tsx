/**
 * /verbeteren/kwartaalanalyse 'Kwartaalanalyse meldingen': for the chosen quarter (this quarter at
 * first) the register's rows by type and by cause beside the quarter before, as bars and as a
 * table, and the owner's analysis of the quarter: a KMS text that saves itself, with its history.
 * Every member reads it; an Eigenaar or Bewerker writes the analysis. The text's editor is the
 * Kwaliteitssysteem's: the router hands it in (`Text`), as modules do not import each other's pages.
 */
import * as React from "react";
import { Select } from "@/components/ui/input";
import { PageHeader, RelatedPage } from "@/components/ui/page";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { TableScroll } from "@/components/ui/table-scroll";
import { LoadError } from "@/components/ui/load-error";
import { paths } from "@core/shared/paths";
import type { CountLine, QuarterAnalysis } from "../model";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import { useAnalysis, useRecount } from "./api";
import { analysisPageText as t } from "./messages";
import { QuarterChart } from "./QuarterChart";

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** A KMS text that saves itself, told when another value (the register) changes. */
export type AnalysisTextEditor = React.ComponentType<{
  name: string;
  label: string;
  rows: number;
  placeholder?: string;
  loading: string;
  loadFailed: string;
  watch?: { name: string; kind: "table"; onChange: () => void };
}>;

export function ReportAnalysisPage({ Text }: { Text: AnalysisTextEditor }) {
  const [quarter, setQuarter] = React.useState<string | undefined>(undefined);
  const result = useAnalysis(quarter);
  const selectId = React.useId();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <RelatedPage {...t.related} to={paths.kwaliteitssysteem("meldingen")} />
      {result.isPending ? (
        <Spinner label={t.loading} />
      ) : result.isError ? (
        <LoadError error={result.error} onRetry={result.refetch} />
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1">
              <label htmlFor={selectId} className="block text-sm font-medium">
                {t.quarter}
              </label>
              <Select
                id={selectId}
                value={quarter ?? result.data.analysis.quarter}
                onChange={(e) => setQuarter(e.target.value)}
                data-testid="analysis-quarter"
              >
                {result.data.quarters.map((q) => (
                  <option key={q} value={q}>
                    {t.quarterTitle(q)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <p role="status" className="font-medium" data-testid="analysis-total">
            {t.total(
              result.data.analysis.quarter,
              result.data.analysis.total,
              result.data.analysis.previousQuarter,
              result.data.analysis.previousTotal,
            )}
          </p>
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <CountsCard
              title={t.byType}
              column={t.typeColumn}
              lines={result.data.analysis.byType}
              analysis={result.data.analysis}
              testId="analysis-by-type"
            />
            <CountsCard
              title={t.byCause}
              column={t.causeColumn}
              lines={result.data.analysis.byCause}
              analysis={result.data.analysis}
              testId="analysis-by-cause"
            />
          </div>
          <AnalysisText
            key={result.data.analysisName}
            name={result.data.analysisName}
            quarter={result.data.analysis.quarter}
            Text={Text}
          />
        </div>
      )}
    </>
  );
}

function CountsCard({
  title,
  column,
  lines,
  analysis,
  testId,
}: {
  title: string;
  column: string;
  lines: CountLine[];
  analysis: QuarterAnalysis;
  testId: string;
}) {
  const now = t.quarterTitle(analysis.quarter);
  const before = t.quarterTitle(analysis.previousQuarter);
  return (
    <SectionCard title={title} contentClassName="space-y-4">
      <QuarterChart lines={lines} legend={t.chartLegend(analysis.quarter, analysis.previousQuarter)} />
      <TableScroll label={t.tableLabel(title)}>
        <table className="w-full text-sm" data-testid={testId}>
          <caption className="sr-only">{t.tableCaption(title, analysis.quarter)}</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-2 font-medium">
                {column}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {now}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {before}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {t.difference}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.label} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  {l.label}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{l.count}</td>
                <td className="px-2 py-2 text-right tabular-nums">{l.previous}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{signed(l.count - l.previous)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </SectionCard>
  );
}

/**
 * The owner's analysis of the quarter: a KMS text (autosave, conflicts, history) like every other
 * text. The counts are asked again when the register changes while the page is open (a
 * colleague's save arrives live): its revision is watched, not its rows.
 */
function AnalysisText({ name, quarter, Text }: { name: string; quarter: string; Text: AnalysisTextEditor }) {
  const recount = useRecount();
  return (
    <SectionCard title={t.analysis(quarter)} description={t.analysisHelp}>
      <Text
        name={name}
        label={t.analysis(quarter)}
        rows={6}
        placeholder={t.analysisPlaceholder}
        loading={t.loading}
        loadFailed={t.loadFailed}
        watch={{ name: MELDINGEN_TABLE, kind: "table", onChange: recount }}
      />
    </SectionCard>
  );
}
