/**
 * The HKZ coverage of the Overzicht: the 23 elements of HKZ Kleine Organisaties 2021 per chapter,
 * the pages that cover each, its status, and the progress per chapter and overall. The rows come
 * from the overview API (shared/coverage.ts); nothing is listed here by hand.
 */
import { Link } from "@tanstack/react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TableScroll } from "@/components/ui/table-scroll";
import { cn } from "@/lib/utils";
import { coverageProgress, type CoverageRow, type CoverageStatus } from "../../../../shared/coverage";
import { messages } from "../messages";

const m = messages.coverage;

const statusStyle: Record<CoverageStatus, string> = {
  Leeg: "bg-muted text-muted-foreground",
  "In bewerking": "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  Ingevuld: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  "Herzien nodig": "bg-destructive/10 text-destructive",
  "Nog geen onderdeel in Normwijs": "bg-muted text-muted-foreground",
};

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
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.title}</CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <Progress label={m.overall} done={progress.overall.done} total={progress.overall.total} />
        {progress.chapters.map((chapter) => {
          const title = m.chapter(chapter.number, chapter.title);
          return (
            <div key={chapter.number} className="space-y-2">
              <h3 className="text-base font-semibold">{title}</h3>
              <Progress label={title} done={chapter.done} total={chapter.total} />
              <TableScroll label={title}>
                <table className="w-full text-sm" data-testid={`coverage-${chapter.number}`}>
                  <thead>
                    <tr className="border-b text-left">
                      <th scope="col" className="py-2 pr-3 font-medium">
                        {m.element}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        {m.pages}
                      </th>
                      <th scope="col" className="py-2 font-medium">
                        {m.status}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows
                      .filter((r) => r.chapter === chapter.number)
                      .map((row) => (
                        <tr key={row.element} className="border-b last:border-0">
                          <th scope="row" className="py-2 pr-3 text-left font-normal">
                            <span className="font-medium tabular-nums">{row.element}</span> {row.title}
                          </th>
                          <td className="py-2 pr-3">
                            {row.pages.map((page, i) => (
                              <span key={page.link}>
                                {i > 0 && ", "}
                                <Link to={page.link} className="underline-offset-2 hover:underline">
                                  {page.title}
                                </Link>
                              </span>
                            ))}
                          </td>
                          <td className="py-2">
                            <span className={cn("rounded px-2 py-0.5 text-xs font-medium", statusStyle[row.status])}>
                              {row.status}
                            </span>
                          </td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </TableScroll>
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
