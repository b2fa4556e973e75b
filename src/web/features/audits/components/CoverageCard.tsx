/**
 * Which of the 23 HKZ elements are audited ('Uitgevoerd'), planned ('Gepland') or not yet planned in
 * the certification cycle; the rows come from the API (shared/audits.ts elementCoverage).
 */
import { Link } from "@tanstack/react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatIsoDate } from "@/components/ui/date-picker";
import { TableScroll } from "@/components/ui/table-scroll";
import { cn } from "@/lib/utils";
import { paths } from "../../../../shared/paths";
import { elementCoverageTitles, type AuditsDto, type ElementCoverageStatus } from "../../../../shared/audits";
import { messages } from "../messages";

const m = messages.coverage;

const statusStyle: Record<ElementCoverageStatus, string> = {
  uitgevoerd: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  gepland: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  open: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
};

export function CoverageCard({ overview }: { overview: AuditsDto }) {
  const count = (s: ElementCoverageStatus) => overview.coverage.filter((r) => r.status === s).length;
  const open = overview.coverage.filter((r) => r.status === "open");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.title}</CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm font-medium" data-testid="coverage-summary">
          {m.summary(count("uitgevoerd"), count("gepland"), count("open"))}
        </p>
        {open.length === 0 ? (
          <p className="text-sm">{m.allPlanned}</p>
        ) : (
          <div>
            <h3 className="text-base font-semibold">{m.openTitle}</h3>
            <ul className="mt-1 list-disc pl-5 text-sm" data-testid="coverage-open">
              {open.map((r) => (
                <li key={r.element}>
                  <span className="font-medium tabular-nums">{r.element}</span> {r.title}
                </li>
              ))}
            </ul>
          </div>
        )}
        <TableScroll label={m.title}>
          <table className="w-full text-sm" data-testid="audit-coverage">
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {m.element}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {m.status}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {m.audits}
                </th>
              </tr>
            </thead>
            <tbody>
              {overview.coverage.map((row) => (
                <tr key={row.element} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <span className="font-medium tabular-nums">{row.element}</span> {row.title}
                  </th>
                  <td className="py-2 pr-3">
                    <span className={cn("rounded px-2 py-0.5 text-xs font-medium", statusStyle[row.status])}>
                      {elementCoverageTitles[row.status]}
                    </span>
                  </td>
                  <td className="py-2">
                    {row.audits.map((a, i) => (
                      <span key={a.id}>
                        {i > 0 && ", "}
                        <Link to={paths.audit(a.id)} className="underline-offset-2 hover:underline">
                          {formatIsoDate(a.date)}
                        </Link>
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </CardContent>
    </Card>
  );
}
