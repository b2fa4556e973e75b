/** On the Overzicht, for who triages: 'Te beoordelen' with the newest waiting reports, only when reports wait. */
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@core/shared/paths";
import { formatIsoDate } from "@core/shared/dates";
import { reportSources, reportTypes } from "../model";
import { waitingQuery } from "./api";
import { messages } from "./messages";

const t = messages.overview;

export function WaitingCard() {
  const waiting = useQuery(waitingQuery);
  if (!waiting.data?.mayTriage || waiting.data.count === 0) return null;
  return (
    <Card data-testid="reports-to-triage">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">{t.title}</CardTitle>
        <Link to={paths.meldingen} className="text-sm underline underline-offset-4">
          {t.open}
        </Link>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-sm">{t.count(waiting.data.count)}</p>
        <ul aria-label={t.listLabel} className="space-y-1 text-sm">
          {waiting.data.items.map((r) => (
            <li key={r.id}>
              <Link to={paths.melding(r.id)} className="underline underline-offset-4" data-testid="report-to-triage">
                {t.item(reportTypes[r.type], formatIsoDate(r.receivedOn), reportSources[r.source])}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
