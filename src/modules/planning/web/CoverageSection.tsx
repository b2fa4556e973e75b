/**
 * The HKZ coverage of the Overzicht: the 23 elements of HKZ Kleine Organisaties 2021 per chapter,
 * the pages that cover each and how far they are filled in. The Overzicht's one figure is the
 * readiness ('X van 23 normelementen op orde', elements/ReadinessCard.tsx), so this section counts
 * nothing itself. On a phone each element is a block, its status in view. The rows come from the
 * overview API (shared/coverage.ts); nothing is listed here by hand.
 */
import { Link } from "@tanstack/react-router";
import { ElementName, LinkList, RecordTable, StatusBadge } from "@/components/ui/record-table";
import { SectionCard } from "@/components/ui/section-card";
import type { CoverageRow, CoverageStatus } from "@norm/coverage";
import { hkzChapters } from "@norm/norm";
import { messages } from "./messages";
import { paths } from "@core/shared/paths";

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
    phoneLabel: true,
    cell: (row: CoverageRow) => <LinkList links={row.pages.map((page) => ({ to: page.link, label: page.title }))} />,
  },
  {
    title: m.status,
    phoneLabel: true,
    cell: (row: CoverageRow) => <StatusBadge className={statusStyle[row.status]}>{row.status}</StatusBadge>,
  },
];

export function CoverageSection({ rows }: { rows: CoverageRow[] }) {
  return (
    <SectionCard title={m.title} description={m.description} contentClassName="space-y-6">
      {hkzChapters.map(({ number, title: chapterTitle }) => {
        const title = m.chapter(number, chapterTitle);
        return (
          <div key={number} className="space-y-2">
            <h3 className="text-base font-semibold">{title}</h3>
            <RecordTable
              label={title}
              testId={`coverage-${number}`}
              columns={columns}
              rows={rows.filter((r) => r.chapter === number)}
              rowKey={(row) => row.element}
              stackOnPhone
            />
          </div>
        );
      })}
    </SectionCard>
  );
}
