/**
 * The 'Geschiedenis' dialog of one section: its versions newest first (a burst of autosaves by one
 * person is one entry that opens to show each save), paged with 'Meer laden'; the chosen version
 * compared with the current value (words added and removed for a text, rows and cells for a
 * table); and 'Deze versie terugzetten', a save of that version on top of what the page holds.
 */
import * as React from "react";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, ChevronRight } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api";
import { useMe } from "@/lib/session";
import { formatDateNl, formatDateTimeNl } from "@core/shared/format-date";
import { groupVersions, type HistoryVersionDto } from "../../model";
import { historyText } from "../../messages";
import { useAnnounce } from "../live-region";
import { useSectionsReadOnly } from "../read-only";
import { useValueSync } from "../use-value-sync";
import { conflictCurrent } from "../api";
import { historyQuery, restoreVersion, versionQuery } from "./api";
import type { HistorySubject } from "./HistoryButton";
import { TableComparison, TextComparison } from "./Comparison";
import { messages } from "../messages";
import { LoadError } from "@/components/ui/load-error";

const t = messages.history;

const who = (v: { byName: string | null }) => v.byName ?? historyText.unknownPerson;

export default function HistoryPanel(props: HistorySubject & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { store, name, label, open, onOpenChange } = props;
  const orgId = useMe()?.organisation.id ?? "";
  const sync = store.get<unknown>(name, props.kind);
  const current = useValueSync(sync);
  // Read-only for readers and when editing needs a subscription (TopicPage's ReadOnlyContext).
  const mayRestore = !useSectionsReadOnly();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const history = historyQuery(orgId, name);
  // Always stale: every opening of the dialog fetches the list afresh.
  const list = useInfiniteQuery({ ...history, enabled: open });
  const [chosen, setChosen] = React.useState<HistoryVersionDto>();
  const [expanded, setExpanded] = React.useState<Set<number>>(new Set());
  const [busy, setBusy] = React.useState(false);
  const [problem, setProblem] = React.useState<string>();

  const versions = React.useMemo(() => list.data?.pages.flatMap((p) => p.versions) ?? [], [list.data]);
  const groups = React.useMemo(() => groupVersions(versions), [versions]);

  React.useEffect(() => {
    // Every opening starts with no choice.
    if (open) {
      setChosen(undefined);
      setProblem(undefined);
    }
  }, [open]);

  async function restore(version: HistoryVersionDto) {
    setProblem(undefined);
    await sync.flush();
    if (sync.getState().status === "conflict") return setProblem(t.conflictFirst);
    if (sync.unsaved) return setProblem(t.unsaved);
    setBusy(true);
    try {
      const dto = await restoreVersion(name, version.revision, sync.getState().revision);
      store.setServer(name, dto);
      announce(t.restored(formatDateTimeNl(version.at), label));
      onOpenChange(false);
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 409) {
        const latest = conflictCurrent(e);
        if (latest) store.setServer(name, latest);
        setProblem(t.changedMeanwhile);
      } else setProblem(errorMessage(e, t.failed));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: history.queryKey, exact: true });
    }
  }

  const entry = (v: HistoryVersionDto, extra?: React.ReactNode, approvals = v.approvals) => (
    <button
      type="button"
      aria-pressed={chosen?.revision === v.revision}
      onClick={() => setChosen(v)}
      className="w-full rounded-md border px-3 py-2 text-left text-sm hover:bg-accent aria-pressed:border-primary aria-pressed:bg-accent"
      data-testid="history-version"
    >
      <span className="block font-medium">{formatDateTimeNl(v.at)}</span>
      <span className="block text-muted-foreground">
        {who(v)} · {v.change}
        {extra}
      </span>
      {v.note ? (
        <span className="block text-muted-foreground" data-testid="history-note">
          {v.note}
        </span>
      ) : null}
      {approvals.map((a) => (
        <span key={a.at} className="block text-emerald-800 dark:text-emerald-300" data-testid="history-approval">
          {historyText.approved(formatDateNl(a.at), a.byName)}
        </span>
      ))}
    </button>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={historyText.title(label)}
        description={t.intro}
        className="max-h-[90vh] max-w-5xl grid-rows-[auto_auto_minmax(0,1fr)] overflow-hidden"
      >
        <div className="grid min-h-0 gap-4 md:grid-cols-[18rem_minmax(0,1fr)]">
          <section aria-label={t.versions} className="min-h-0 space-y-2 overflow-y-auto pr-1">
            {list.isPending && <Spinner label={t.loading} />}
            {list.error && <LoadError error={list.error} onRetry={list.refetch} />}
            {list.isSuccess && versions.length === 0 && <p className="text-sm text-muted-foreground">{t.none}</p>}
            <ul className="space-y-2">
              {groups.map((g) => {
                const many = g.versions.length > 1;
                const isOpen = expanded.has(g.latest.revision);
                return (
                  <li key={g.latest.revision} className="space-y-1">
                    {entry(
                      g.latest,
                      many ? ` · ${historyText.saves(g.versions.length)}` : undefined,
                      g.versions.flatMap((v) => v.approvals),
                    )}
                    {many && (
                      <Button
                        type="button"
                        variant="link"
                        size="sm"
                        aria-expanded={isOpen}
                        onClick={() =>
                          setExpanded((s) => {
                            const next = new Set(s);
                            if (isOpen) next.delete(g.latest.revision);
                            else next.add(g.latest.revision);
                            return next;
                          })
                        }
                      >
                        {isOpen ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                        {isOpen ? t.hideEach(g.versions.length) : t.showEach(g.versions.length)}
                      </Button>
                    )}
                    {many && isOpen && (
                      <ul className="space-y-1 border-l pl-3">
                        {g.versions.slice(1).map((v) => (
                          <li key={v.revision}>{entry(v)}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
            <LoadMore pages={list} label={t.more} loading={t.loading} size="sm" />
          </section>
          <section aria-label={t.comparison} className="min-h-0 space-y-3 overflow-y-auto">
            {problem && <Alert variant="destructive">{problem}</Alert>}
            {chosen ? (
              <ChosenVersion
                subject={props}
                version={chosen}
                current={current.value}
                orgId={orgId}
                action={
                  mayRestore && !chosen.deleted ? (
                    <Button type="button" disabled={busy} onClick={() => void restore(chosen)}>
                      {busy ? t.restoring : t.restore}
                    </Button>
                  ) : null
                }
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t.choose}</p>
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ChosenVersion(props: {
  subject: HistorySubject;
  version: HistoryVersionDto;
  current: unknown;
  orgId: string;
  action: React.ReactNode;
}) {
  const { subject, version, current, orgId, action } = props;
  const stored = useQuery(versionQuery(orgId, subject.name, version.revision));
  const heading = t.versionOf(formatDateTimeNl(version.at), who(version));
  return (
    <>
      <h3 className="font-medium">{heading}</h3>
      {stored.isPending && <Spinner label={t.loading} />}
      {stored.error && <LoadError error={stored.error} onRetry={stored.refetch} />}
      {stored.data?.deleted && <p className="text-sm">{t.deleted}</p>}
      {stored.data && !stored.data.deleted && (
        <>
          {JSON.stringify(stored.data.value) === JSON.stringify(current) && (
            <p className="text-sm text-muted-foreground">{t.same}</p>
          )}
          {subject.kind === "text" ? (
            <TextComparison version={String(stored.data.value ?? "")} current={String(current ?? "")} />
          ) : (
            <TableComparison columns={subject.columns} version={stored.data.value} current={current} />
          )}
          {action}
        </>
      )}
    </>
  );
}
