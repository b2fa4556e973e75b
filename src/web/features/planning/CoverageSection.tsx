/**
 * The HKZ coverage of the Overzicht: the 23 elements of HKZ Kleine Organisaties 2021 per chapter,
 * the pages that cover each, its status, and the progress per chapter and overall. The rows come
 * from the overview API (shared/coverage.ts); nothing is listed here by hand.
 */
import { Link } from "@tanstack/react-router";
import { ElementName, LinkList, RecordTable, StatusBadge } from "@/components/ui/record-table";
import { SectionCard } from "@/components/ui/section-card";
import { coverageProgress, type CoverageRow, type CoverageStatus } from "../../../shared/coverage";
import { messages } from "./messages";
import { paths } from "../../../shared/paths";

const m = messages.coverage;

const statusStyle: Record<CoverageStatus, string> = {
  Leeg: "bg-muted text-muted-foreground",
  "In bewerking": "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  Ingevuld: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  "Herzien nodig": "bg-destructive/10 text-destructive",
  "Nog geen onderdeel in Normwijs": "bg-muted text-muted-foreground",
};

const columns = [
  {
    title: m.element,
    cell: (row: CoverageRow) => (
      <Link to={paths.normelement(row.element)} className="underline-offset-2 hover:underline">
        <ElementName number={row.element} title={row.title} />
      </Link>
    ),
  },
  {
    title: m.pages,
    cell: (row: CoverageRow) => <LinkList links={row.pages.map((page) => ({ to: page.link, label: page.title }))} />,
  },
  {
    title: m.status,
    cell: (row: CoverageRow) => <StatusBadge className={statusStyle[row.status]}>{row.status}</StatusBadge>,
  },
];

function Progress({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span>{m.progress(done, total)}</span>
      </div>
      <progress className="h-2 w-full accent-primary" value={done} max={total} aria-label={label} />
    </div>
  );
}

export function CoverageSection({ rows }: { rows: CoverageRow[] }) {
  const progress = coverageProgress(rows);
  return (
    <SectionCard title={m.title} description={m.description} contentClassName="space-y-6">
      <Progress label={m.overall} done={progress.overall.done} total={progress.overall.total} />
      {progress.chapters.map((chapter) => {
        const title = m.chapter(chapter.number, chapter.title);
        return (
          <div key={chapter.number} className="space-y-2">
            <h3 className="text-base font-semibold">{title}</h3>
            <Progress label={title} done={chapter.done} total={chapter.total} />
            <RecordTable
              label={title}
              testId={`coverage-${chapter.number}`}
              columns={columns}
              rows={rows.filter((r) => r.chapter === chapter.number)}
              rowKey={(row) => row.element}
            />
          </div>
        );
      })}
    </SectionCard>
  );
}
