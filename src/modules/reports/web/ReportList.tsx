/** Reports as a list of links: type, status, the day it came in and who made it (as far as the reader may see). */
import { Link } from "@tanstack/react-router";
import { formatIsoDate } from "@core/shared/dates";
import { paths } from "@core/shared/paths";
import { reportStatuses, reportTypes, type ReportDto } from "../model";
import { messages } from "./messages";

const t = messages.list;

const reporterOf = (r: ReportDto) =>
  r.source === "client" ? t.client : r.reporterName ? t.by(r.reporterName) : t.hidden;

export function ReportList({ reports, testId }: { reports: ReportDto[]; testId: string }) {
  return (
    <ul className="divide-y rounded-md border" data-testid={testId}>
      {reports.map((r) => (
        <li key={r.id} className="space-y-1 p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Link to={paths.melding(r.id)} className="font-medium underline underline-offset-4">
              {reportTypes[r.type]}
            </Link>
            <span className="rounded bg-muted px-2 py-0.5 text-xs">{reportStatuses[r.status]}</span>
          </div>
          <p className="line-clamp-2 text-sm [overflow-wrap:anywhere]">{r.description}</p>
          <p className="text-xs text-muted-foreground">
            {t.on(formatIsoDate(r.receivedOn))} · {reporterOf(r)}
          </p>
        </li>
      ))}
    </ul>
  );
}
