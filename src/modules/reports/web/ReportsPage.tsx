/**
 * /meldingen: for who triages, the reports waiting for triage ('Te beoordelen') and the others; for
 * an Eigenaar also the grants and the public complaint form. Every other member sees their own
 * reports and what was done with them.
 */
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { PageHeader } from "@/components/ui/page";
import { ResultRegion, useResult } from "@/components/ui/result-region";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useCan } from "@/lib/session";
import { paths } from "@core/shared/paths";
import { reportSettingsQuery, useReports } from "./api";
import { LinkCard } from "./LinkCard";
import { ReportList } from "./ReportList";
import { SettingsCard } from "./SettingsCard";
import { messages } from "./messages";

const t = messages.list;

function OwnerCards() {
  const settings = useQuery(reportSettingsQuery);
  const { result, announce } = useResult();
  if (!settings.data) return null;
  return (
    <>
      <ResultRegion result={result} testId="reports-result" />
      <LinkCard settings={settings.data} announce={announce} />
      <div className="print:hidden">
        <SettingsCard key={settings.data.grants.join() + settings.data.regulationFileId} settings={settings.data} />
      </div>
    </>
  );
}

export function ReportsPage() {
  const reports = useReports();
  const isOwner = useCan("reports.manage");
  const triage = reports.data?.mayTriage ?? false;
  const newButton = (
    <Link to={paths.melden} className={buttonVariants({ variant: "outline" })}>
      <Plus aria-hidden /> {t.newReport}
    </Link>
  );
  if (reports.isPending) return <Spinner label={t.loading} />;
  if (reports.isError) return <LoadError error={reports.error} onRetry={reports.refetch} />;
  const all = reports.data.reports;
  const waiting = all.filter((r) => r.status === "nieuw");
  const others = all.filter((r) => r.status !== "nieuw");
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={triage ? t.title : t.mineTitle} description={triage ? t.description : t.mineDescription}>
          {newButton}
        </PageHeader>
      </div>
      <div className="space-y-6">
        {triage ? (
          <div className="space-y-6 print:hidden">
            <SectionCard title={t.waiting}>
              {waiting.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t.noneWaiting}</p>
              ) : (
                <ReportList reports={waiting} testId="reports-waiting" />
              )}
            </SectionCard>
            {others.length > 0 && (
              <SectionCard title={t.others}>
                <ReportList reports={others} testId="reports-done" />
              </SectionCard>
            )}
          </div>
        ) : all.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.none}</p>
        ) : (
          <ReportList reports={all} testId="reports-mine" />
        )}
        {isOwner && <OwnerCards />}
      </div>
    </>
  );
}
