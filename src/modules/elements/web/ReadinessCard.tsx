/**
 * The Overzicht's readiness for the audit: 'X van 23 normelementen op orde', what to do next, and
 * the 23 elements with their readiness, each a link to its page. Composed in by routes/overview.tsx.
 */
import type * as React from "react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { StatusBadge } from "@/components/ui/record-table";
import { readinessQuery } from "./api";
import { elementText as t } from "./messages";
import { readinessStyle } from "./ElementDossierView";
import { uiMessages } from "@/components/ui/messages";

/** `dossier`: 'Auditdossier maken', composed in by the route. */
export function ReadinessCard({ dossier }: { dossier?: React.ReactNode }) {
  const { data, error, refetch } = useQuery(readinessQuery);
  return (
    <SectionCard title={t.overviewTitle}>
      {error ? (
        <LoadError error={error} onRetry={() => refetch()} />
      ) : !data ? (
        <Spinner label={uiMessages.loading} />
      ) : (
        <div className="space-y-4" data-testid="readiness">
          <p className="text-lg font-semibold" data-testid="readiness-count">
            {t.overviewCount(data.ready, data.total)}
          </p>
          <progress
            className="h-2 w-full accent-primary"
            value={data.ready}
            max={data.total}
            aria-label={t.overviewCount(data.ready, data.total)}
          />
          {data.next ? (
            <div className="space-y-2">
              <h3 className="font-semibold">{t.overviewNext}</h3>
              {data.next.reason && <p>{data.next.reason}</p>}
              <Link to={data.next.link} className={buttonVariants({ variant: "outline" })}>
                {t.toElement(data.next.number)} <ArrowRight aria-hidden />
              </Link>
            </div>
          ) : (
            <p>{t.overviewAllReady}</p>
          )}
          {dossier}
          <details>
            <summary className="cursor-pointer font-medium">{t.elementsList}</summary>
            <ul className="mt-2 divide-y rounded-md border" data-testid="readiness-elements">
              {data.elements.map((e) => (
                <li key={e.number} className="flex flex-wrap items-center gap-x-3 px-3 py-2 text-sm">
                  <Link to={e.link} className="min-w-0 flex-1 hover:underline">
                    <span className="font-medium tabular-nums">{e.number}</span> {e.title}
                  </Link>
                  <StatusBadge className={readinessStyle[e.readiness]}>{e.readinessTitle}</StatusBadge>
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
    </SectionCard>
  );
}
