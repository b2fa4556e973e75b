/**
 * Kwaliteitsdoelstellingen: a list of goal sets, each a free-text goal and a table.
 * Sets are added and deleted by the server in one step, so the list never races with itself.
 */
import * as React from "react";
import { Plus, Trash2 } from "lucide-react";
import { goalTableColumns } from "@norm/catalogue";
import { goalStatusName, goalTableName, goalTextName } from "@norm/kms-names";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmActions, Dialog, DialogContent } from "@/components/ui/dialog";
import { ApiRequestError } from "@/lib/api";
import { addGoalSet, deleteGoalSet, ensureFirstGoalSet } from "./api";
import type { KmsStore } from "./sync/kms-store";
import { goalSetsSync, parseGoalSetIds } from "./goal-set-ids";
import { TableSection } from "./TableSection";
import { TextSection } from "./TextSection";
import { useValueSync } from "./use-value-sync";
import { useSectionsReadOnly } from "./read-only";
import { useAnnounce } from "./live-region";
import { GOAL_SETS_NAME } from "@norm/kms-names";
import { useSourceLinks } from "./source-links";
import { messages } from "./messages";

const t = messages.goals;

export function GoalSetsSection({ store }: { store: KmsStore }) {
  const state = useValueSync(goalSetsSync(store));
  const ids = parseGoalSetIds(state.value);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string>();
  const [confirm, setConfirm] = React.useState<string>();
  const lastConfirm = React.useRef<string>(undefined);
  if (confirm) lastConfirm.current = confirm;
  const readOnly = useSectionsReadOnly();
  const links = useSourceLinks();

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await fn();
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : messages.failed);
    } finally {
      setBusy(false);
    }
  };

  // A new organisation's list starts with one set (as a table starts with one row), made when an
  // editor first opens the page; readers see the empty text until then.
  const needsFirst = ids.length === 0 && !readOnly;
  const ensuring = React.useRef(false);
  React.useEffect(() => {
    if (!needsFirst || ensuring.current) return;
    ensuring.current = true;
    void run(async () => {
      const { list } = await ensureFirstGoalSet();
      store.setServer(GOAL_SETS_NAME, list);
    }).finally(() => (ensuring.current = false));
  }, [needsFirst, store]);

  const onAdd = () =>
    run(async () => {
      const { list } = await addGoalSet();
      store.setServer(GOAL_SETS_NAME, list);
    });

  const announce = useAnnounce();
  const addButton = React.useRef<HTMLButtonElement>(null);
  const onDelete = (id: string) =>
    run(async () => {
      const { list } = await deleteGoalSet(id);
      store.setServer(GOAL_SETS_NAME, list);
      for (const name of [goalTextName(id), goalTableName(id), goalStatusName(id)]) store.remove(name);
      setConfirm(undefined);
      announce(t.deleted(ids.indexOf(id) + 1));
    });

  return (
    <section className="space-y-4" aria-label={t.label}>
      {ids.length === 0 && !(needsFirst && busy) && (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{t.empty}</p>
      )}
      {ids.map((id, i) => (
        <Card key={id} data-testid="goal-set">
          <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
            <CardTitle>{t.title(i + 1)}</CardTitle>
            {ids.length > 1 && !readOnly && (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => setConfirm(id)}
                aria-label={t.deleteLabel(i + 1)}
              >
                <Trash2 /> {t.delete}
              </Button>
            )}
          </CardHeader>
          <CardContent className="space-y-6">
            <TextSection
              store={store}
              name={goalTextName(id)}
              title={t.goal}
              label={t.goalLabel(i + 1)}
              rows={3}
              placeholder={t.goalPlaceholder}
            />
            <TableSection
              store={store}
              name={goalTableName(id)}
              title={t.measures}
              label={t.measuresLabel(i + 1)}
              columns={goalTableColumns}
              context={t.context(i + 1)}
            />
            {links.goal?.(id, i + 1)}
          </CardContent>
        </Card>
      ))}
      {error && (
        <Alert variant="destructive" onDismiss={() => setError(undefined)}>
          {error}
        </Alert>
      )}
      <Button ref={addButton} onClick={onAdd} disabled={busy} className={readOnly ? "hidden" : undefined}>
        <Plus /> {t.add}
      </Button>
      <Dialog open={confirm !== undefined} onOpenChange={(o) => !o && setConfirm(undefined)}>
        <DialogContent
          // The set and its delete button are gone: continue from the add button below the list.
          onCloseAutoFocus={(e) => {
            if (!ids.includes(lastConfirm.current ?? "")) {
              e.preventDefault();
              addButton.current?.focus();
            }
          }}
          title={t.confirmTitle}
          description={t.confirmText}
        >
          <ConfirmActions
            keep={messages.cancel}
            confirm={messages.remove}
            onConfirm={() => confirm && onDelete(confirm)}
            pending={busy}
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
