/**
 * /verbeteren/audits/$auditId: one internal audit — its details (changed by Eigenaar and Bewerker),
 * the checklist per HKZ element with an assessment and a note per point, saved with a clear state,
 * and the findings with their improvement actions. /verbeteren/audits/bevinding/$pointId (the link
 * back from an improvement action) finds the point's audit and opens it there, at the finding.
 */
import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link, Navigate, useLocation, useNavigate } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatIsoDate } from "@/components/ui/date-picker";
import { ConfirmActions, Dialog, DialogContent } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page";
import { ResultRegion, useResult, type Announce } from "@/components/ui/result-region";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api";
import { focusHashTarget } from "@/lib/a11y";
import { useReadOnly } from "@/lib/access";
import { useCan } from "@/lib/session";
import { paths, patterns } from "@core/shared/paths";
import { hkzElements } from "@norm/norm";
import type { AuditDetailDto } from "../model";
import { auditOfPointQuery, auditQuery, auditsQuery, useDeleteAudit, useUpdateAudit } from "./api";
import { messages } from "./messages";
import { AuditForm } from "./AuditForm";
import { Checklist } from "./Checklist";
import { Findings } from "./Findings";

const route = getRouteApi(`/main/shell${patterns.audit}` as const);
const findingRoute = getRouteApi(`/main/shell${patterns.auditBevinding}` as const);
const m = messages.audit;

/** The hash that opens an audit at a point: its finding, or its place in the checklist. */
const FINDING_HASH = "bevinding-";

export function AuditFindingPage() {
  const { pointId } = findingRoute.useParams();
  const ref = useQuery(auditOfPointQuery(pointId));
  if (ref.isPending) return <Spinner label={messages.loading} />;
  if (ref.isError) return <NotShown error={ref.error} gone={errorMessage(ref.error)} failed={m.findingFailed} />;
  return (
    <Navigate
      to={patterns.audit}
      params={{ auditId: ref.data.auditId }}
      hash={`${FINDING_HASH}${ref.data.pointId}`}
      replace
    />
  );
}

/**
 * Opened at a point (see AuditFindingPage): once the audit is shown, scroll to its finding (or, if it
 * is no longer one, its place in the checklist) and move the focus there.
 */
function useOpenAtPoint(shown: boolean) {
  const hash = useLocation({ select: (l) => l.hash });
  React.useEffect(() => {
    if (!shown) return;
    const fallback = hash.startsWith(FINDING_HASH) ? [`punt-${hash.slice(FINDING_HASH.length)}`] : [];
    focusHashTarget(hash, fallback);
  }, [hash, shown]);
}

export function AuditPage() {
  const { auditId } = route.useParams();
  const audit = useQuery(auditQuery(auditId));
  const { result, announce } = useResult();
  useOpenAtPoint(!audit.isPending);

  if (audit.isPending) return <Spinner label={messages.loading} />;
  if (audit.isError) return <NotShown error={audit.error} gone={m.notFound} failed={messages.loadFailed} />;
  return <AuditView key={audit.data.id} audit={audit.data} result={result} announce={announce} />;
}

/** What could not be shown: gone (404, a warning) or failed (an error), and the way back to the list. */
function NotShown({ error, gone, failed }: { error: Error; gone: string; failed: string }) {
  const isGone = error instanceof ApiRequestError && error.status === 404;
  return (
    <>
      <PageHeader title={messages.title} />
      <Alert variant={isGone ? "warning" : "destructive"} className="mb-4">
        {isGone ? gone : `${failed} ${errorMessage(error)}`}
      </Alert>
      <BackLink />
    </>
  );
}

function BackLink() {
  return (
    <Link to={paths.audits} className="inline-flex items-center gap-1 text-sm underline underline-offset-2">
      <ArrowLeft aria-hidden className="size-4" /> {m.back}
    </Link>
  );
}

function AuditView({
  audit,
  result,
  announce,
}: {
  audit: AuditDetailDto;
  result: ReturnType<typeof useResult>["result"];
  announce: Announce;
}) {
  const readOnly = useReadOnly();
  const mayEdit = useCan("audits.edit") && !readOnly;
  const date = formatIsoDate(audit.date);
  return (
    <>
      <div className="mb-3">
        <BackLink />
      </div>
      <PageHeader title={m.title(date)} />
      {readOnly && (
        <Alert variant="warning" className="mb-4">
          {readOnly.kind === "reader" ? messages.readOnly : readOnly.message}
        </Alert>
      )}
      <ResultRegion result={result} testId="audit-result" />
      <div className="space-y-6">
        <DetailsCard audit={audit} mayEdit={mayEdit} announce={announce} />
        <Checklist audit={audit} mayEdit={mayEdit} />
        <Findings audit={audit} mayEdit={mayEdit} />
      </div>
    </>
  );
}

function DetailsCard({ audit, mayEdit, announce }: { audit: AuditDetailDto; mayEdit: boolean; announce: Announce }) {
  const [editing, setEditing] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);
  const update = useUpdateAudit(audit.id);
  const remove = useDeleteAudit(audit.id);
  const overview = useQuery({ ...auditsQuery, enabled: editing });
  const client = useQueryClient();
  const navigate = useNavigate();
  const title = (n: string) => `${n} ${hkzElements.find((e) => e.number === n)?.title ?? ""}`;

  async function removeAudit() {
    try {
      await remove.mutateAsync();
      await navigate({ to: paths.audits });
    } catch (e) {
      setDeleting(false);
      announce(`${m.deleteFailed} ${errorMessage(e)}`, true);
    }
  }

  return (
    <SectionCard title={m.details} contentClassName="space-y-4">
      {editing && overview.data ? (
        <AuditForm
          idPrefix="edit"
          members={overview.data.members}
          coverage={overview.data.coverage}
          initial={{
            date: audit.date,
            // An auditor who has left the organisation can no longer be chosen.
            auditorIds: audit.auditors.map((a) => a.id).filter((id) => overview.data.members.some((x) => x.id === id)),
            elements: audit.elements,
          }}
          submitLabel={m.saveDetails}
          busyLabel={messages.checklist.saving}
          onSubmit={async (input) => {
            try {
              await update.mutateAsync({ ...input, baseRevision: audit.revision });
              announce(m.detailsSaved);
              setEditing(false);
              return false;
            } catch (e) {
              if (e instanceof ApiRequestError && e.status === 409) {
                const current = (e.body as { details?: AuditDetailDto }).details;
                if (current) client.setQueryData(auditQuery(audit.id).queryKey, current);
              }
              announce(`${m.detailsFailed} ${errorMessage(e)}`, true);
              return false;
            }
          }}
        >
          <p className="text-sm text-muted-foreground">{m.removeElementWarning}</p>
        </AuditForm>
      ) : (
        <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">{m.auditors}</dt>
          <dd data-testid="audit-auditors">{audit.auditors.map((a) => a.name).join(", ")}</dd>
          <dt className="font-medium">{m.elements}</dt>
          <dd>
            <ul className="space-y-0.5" data-testid="audit-elements">
              {audit.elements.map((e) => (
                <li key={e}>{title(e)}</li>
              ))}
            </ul>
          </dd>
        </dl>
      )}
      {mayEdit && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing((v) => !v)}>
            {editing ? m.cancelEdit : m.edit}
          </Button>
          <Button variant="outline" onClick={() => setDeleting(true)}>
            {m.delete}
          </Button>
        </div>
      )}
      <Dialog open={deleting} onOpenChange={(open) => !remove.isPending && setDeleting(open)}>
        {deleting && (
          <DialogContent title={m.deleteConfirmTitle} description={m.deleteConfirm}>
            <ConfirmActions
              keep={m.deleteNo}
              confirm={m.deleteYes}
              onConfirm={() => void removeAudit()}
              pending={remove.isPending}
            />
          </DialogContent>
        )}
      </Dialog>
    </SectionCard>
  );
}
