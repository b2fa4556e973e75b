/**
 * 'Vastgesteld' on a topic page: who approved the page and when, 'Gewijzigd na vaststelling' after
 * a later edit, and for an Eigenaar the button that approves the page as it is now. After an
 * approval it points at the next page that still waits for one, so the owner can walk them all.
 */
import { apiKey } from "@core/web/api-query";
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { BadgeCheck, ArrowRight } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { client, errorMessage } from "@/lib/api";
import { useCan } from "@/lib/session";
import { useReadOnly } from "@/lib/access";
import { findTopic, topics } from "@norm/catalogue";
import { paths } from "@core/shared/paths";
import { approvalText as t, type ApprovalOverviewDto } from "@norm/approvals";
import { useQueryClient } from "@tanstack/react-query";
import { kmsSavedEvent } from "@/lib/kms-saved";
import { useApprovals, useApprove } from "./api";

/** The first topic (catalogue order) with content that is not approved as it is now. */
export function nextToApprove(data: ApprovalOverviewDto | undefined, except?: string) {
  if (!data) return undefined;
  return topics.find(
    (topic) => topic.slug !== except && data.topics[topic.slug] && data.topics[topic.slug]!.state !== "current",
  );
}

export function ApprovalControl({ slug, announce }: { slug: string; announce: (message: string) => void }) {
  const { data } = useApprovals();
  const approve = useApprove();
  const readOnly = useReadOnly();
  const mayApprove = useCan("planning.approve") && !readOnly;
  const [failure, setFailure] = React.useState<string>();
  const [justDone, setJustDone] = React.useState(false);
  const queryClient = useQueryClient();
  // A save on this page may turn 'Vastgesteld' into 'Gewijzigd na vaststelling': read it again.
  React.useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: apiKey(client.planning.approvals) });
    window.addEventListener(kmsSavedEvent, refresh);
    return () => window.removeEventListener(kmsSavedEvent, refresh);
  }, [queryClient]);
  const entry = data?.topics[slug];
  if (!entry) return null;
  const title = findTopic(slug)?.title ?? slug;
  const next = justDone ? nextToApprove(data, slug) : undefined;

  async function onApprove() {
    try {
      await approve.mutateAsync({ kind: "topic", id: slug });
      setFailure(undefined);
      setJustDone(true);
      announce(t.done(title));
    } catch (e) {
      const text = errorMessage(e);
      setFailure(text);
      announce(text);
    }
  }

  const status =
    entry.state === "current" && entry.approval
      ? t.approved(entry.approval)
      : entry.state === "changed" && entry.approval
        ? t.changed(entry.approval)
        : t.none;

  return (
    <section
      aria-label={t.approve}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border bg-muted/30 px-3 py-2 text-sm"
      data-testid="approval"
    >
      <BadgeCheck aria-hidden className="size-4 text-muted-foreground" />
      <span className="font-medium">{status}</span>
      {mayApprove && entry.state !== "current" && (
        <Button size="sm" variant="outline" onClick={() => void onApprove()} disabled={approve.isPending}>
          {entry.state === "changed" ? t.approveAgain : t.approve}
        </Button>
      )}
      {mayApprove && entry.state !== "current" && <span className="w-full text-muted-foreground">{t.explain}</span>}
      {next && (
        <Link to={paths.kwaliteitssysteem(next.slug)} className={buttonVariants({ variant: "link", size: "sm" })}>
          {t.next(next.title)} <ArrowRight aria-hidden />
        </Link>
      )}
      {failure && (
        <span role="alert" className="w-full text-destructive">
          {failure}
        </span>
      )}
    </section>
  );
}

/**
 * The Overzicht's step 'Stel uw kwaliteitssysteem vast', while a page with content waits for an
 * approval: how many are approved, and the way to the first that is not (each page then points at
 * the next). Existing organisations see why their readiness asks for it, instead of turning red
 * without a word.
 */
export function ApprovalStep() {
  const { data } = useApprovals();
  const entries = Object.values(data?.topics ?? {});
  const next = nextToApprove(data);
  if (!data || !next) return null;
  const done = entries.filter((e) => e.state === "current").length;
  return (
    <Card data-testid="approval-step">
      <CardHeader>
        <CardTitle as="h2">{t.stepTitle}</CardTitle>
        <CardDescription>{t.stepProgress(done, entries.length)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p>{t.stepIntro}</p>
        <Link to={paths.kwaliteitssysteem(next.slug)} className={buttonVariants({ variant: "default" })}>
          {t.stepGo(next.title)} <ArrowRight aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
