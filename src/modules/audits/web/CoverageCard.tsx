/**
 * Which of the 23 HKZ elements are audited ('Uitgevoerd'), planned ('Gepland') or not yet planned in
 * the certification cycle; the rows come from the API (../model.ts elementCoverage).
 */
import { formatIsoDate } from "@/components/ui/date-picker";
import { ElementName, LinkList, RecordTable, StatusBadge } from "@/components/ui/record-table";
import { SectionCard } from "@/components/ui/section-card";
import { paths } from "@core/shared/paths";
import { elementCoverageTitles, type AuditsDto, type ElementCoverageDto, type ElementCoverageStatus } from "../model";
import { messages } from "./messages";

const m = messages.coverage;

const statusStyle: Record<ElementCoverageStatus, string> = {
  uitgevoerd: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  gepland: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  open: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
};

const columns = [
  { title: m.element, cell: (row: ElementCoverageDto) => <ElementName number={row.element} title={row.title} /> },
  {
    title: m.status,
    cell: (row: ElementCoverageDto) => (
      <StatusBadge className={statusStyle[row.status]}>{elementCoverageTitles[row.status]}</StatusBadge>
    ),
  },
  {
    title: m.audits,
    cell: (row: ElementCoverageDto) => (
      <LinkList links={row.audits.map((a) => ({ to: paths.audit(a.id), label: formatIsoDate(a.date) }))} />
    ),
  },
];

export function CoverageCard({ overview }: { overview: AuditsDto }) {
  const count = (s: ElementCoverageStatus) => overview.coverage.filter((r) => r.status === s).length;
  return (
    <SectionCard title={m.title} description={m.description} contentClassName="space-y-4">
      <p className="text-sm font-medium" data-testid="coverage-summary">
        {m.summary(count("uitgevoerd"), count("gepland"), count("open"))}
      </p>
      <RecordTable
        label={m.title}
        testId="audit-coverage"
        columns={columns}
        rows={overview.coverage}
        rowKey={(row) => row.element}
      />
    </SectionCard>
  );
}
