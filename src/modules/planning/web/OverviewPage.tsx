/**
 * Overzicht (/ for a signed-in member): the first step to take, what is overdue, what is due soon, the HKZ
 * coverage and recent changes. One API call.
 */
import type * as React from "react";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/session";
import { useApprovals, useOverview } from "./api";
import { messages } from "./messages";
import { CoverageSection } from "./CoverageSection";
import { DueList } from "./DueList";
import { ApprovalStep } from "./ApprovalControl";
import type { OverviewDto } from "../model";
import { paths } from "@core/shared/paths";
import { formatDateTimeNl } from "@core/shared/format-date";
import { uiMessages } from "@/components/ui/messages";

/**
 * `nameStep`: asks an organisation without a name for one, first (settings' form, composed in by
 * the route); `importStep`: the way to import a Word handbook, in a new organisation's first step;
 * `readiness`: how ready the organisation is for the audit (the elements feature's card);
 * `toRead`: the member's 'Te lezen' (Leesbevestigingen, composed in by the route).
 */
export function OverviewPage({
  nameStep,
  importStep,
  readiness,
  questions,
  toRead,
}: {
  nameStep?: React.ReactNode;
  importStep?: React.ReactNode;
  readiness?: React.ReactNode;
  /** The auditor's open questions (the auditor feature's card, composed in by the route). */
  questions?: React.ReactNode;
  toRead?: React.ReactNode;
}) {
  const { data, error } = useOverview();
  // Read beside the overview and waited for, so the approval step does not push the page down later.
  const approvals = useApprovals();
  const m = messages.overview;
  const firstName = useMe()?.user.name.split(" ")[0];
  // Nothing filled in and nothing changed yet: a new organisation, which gets a start and no praise.
  const isNew = !!data && data.progress.filled === 0 && data.recent.length === 0;
  return (
    <>
      <PageHeader title={m.title} description={firstName ? `${m.welcome(firstName)} ${m.description}` : m.description}>
        <Link to={paths.kalender} className={buttonVariants({ variant: "outline" })}>
          {m.toCalendar} <ArrowRight aria-hidden />
        </Link>
      </PageHeader>
      {error ? (
        <Alert variant="destructive">{m.loadFailed}</Alert>
      ) : !data || approvals.isPending ? (
        <Spinner label={uiMessages.loading} />
      ) : (
        <div className="space-y-6">
          {nameStep}
          <FirstStep progress={data.progress} isNew={isNew} importStep={importStep} />
          {!isNew && <ApprovalStep />}
          {questions}
          {readiness}
          {toRead}
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.overdue}</CardTitle>
            </CardHeader>
            <CardContent>
              <DueList items={data.overdue} empty={isNew ? m.overdueEmptyNew : m.overdueEmpty} testId="overdue" />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.soon}</CardTitle>
              <CardDescription>{m.soonDescription}</CardDescription>
            </CardHeader>
            <CardContent>
              <DueList items={data.soon} empty={m.soonEmpty} testId="soon" />
            </CardContent>
          </Card>
          <CoverageSection rows={data.coverage} />
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.recent}</CardTitle>
            </CardHeader>
            <CardContent>
              {data.recent.length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.recentEmpty}</p>
              ) : (
                <ul className="divide-y rounded-md border" data-testid="recent">
                  {data.recent.map((r, i) => (
                    <li key={i} className="flex flex-wrap gap-x-3 px-3 py-2 text-sm">
                      <Link to={r.link} className="min-w-[12rem] flex-1 font-medium break-words hover:underline">
                        {r.what}
                      </Link>
                      <span className="text-muted-foreground">
                        {r.action}
                        {m.by(r.who)}
                        {m.on(r.at ? formatDateTimeNl(r.at) : "")}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </>
  );
}

/** Where to start (an empty organisation) or go on: progress in words and the next topic as a link. */
function FirstStep({
  progress,
  isNew,
  importStep,
}: {
  progress: OverviewDto["progress"];
  isNew: boolean;
  importStep?: React.ReactNode;
}) {
  const t = messages.start;
  const { next } = progress;
  if (!next) return null;
  return (
    <Card data-testid="first-step">
      <CardHeader>
        <CardTitle as="h2">{isNew ? t.titleNew : t.title}</CardTitle>
        <CardDescription>{isNew ? t.introNew : t.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Link to={next.link} className={buttonVariants()}>
          {next.started ? t.goOn(next.title) : t.begin(next.title)} <ArrowRight aria-hidden />
        </Link>
        {isNew && importStep}
      </CardContent>
    </Card>
  );
}
