/**
 * One Verbeteractie in a dialog: the form to make or change it ('Resultaat' asked once the status is
 * 'Afgerond'), its source with a link back, and its history ('Geschiedenis'). The form is checked
 * with the route's own schema; the server's Dutch message shows when it refuses (also a 409, with
 * the choice to load what is stored now).
 */
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DatePicker, formatIsoDate } from "@/components/ui/date-picker";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { FieldError, Label, Select, Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api";
import { useForm } from "@core/web/use-form";
import { useMe } from "@/lib/session";
import { formatDateTimeNl } from "@core/shared/format-date";
import {
  actionSourceLink,
  actionSources,
  actionStatuses,
  type ActionDto,
  type ActionEventDto,
  type ActionSourceKind,
  type ActionStatus,
} from "../model";
import { actionFieldsSchema } from "../schemas";
import { useAction, useCreateAction, useUpdateAction } from "./api";
import { useMembers } from "./api";
import { messages } from "./messages";
import { useMayEditActions } from "./may-edit";
import { MemberOptions, NamedOptions } from "./options";
import { LoadError } from "@/components/ui/load-error";

const t = messages.form;

export type NewSource = { kind: ActionSourceKind; id: string | null; label: string | null };

type Values = { description: string; ownerId: string; dueDate: string; status: ActionStatus; result: string };

const valuesOf = (a: ActionDto): Values => ({
  description: a.description,
  ownerId: a.ownerId ?? "",
  dueDate: a.dueDate,
  status: a.status,
  result: a.result,
});

export function ActionDialog({
  open,
  actionId,
  source,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** An existing action; without it the dialog makes a new one. */
  actionId?: string;
  /** The new action's source (from the link of a register row or a goal). */
  source?: NewSource;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const detail = useAction(actionId);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={actionId ? t.editTitle : t.newTitle}
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      >
        {!actionId ? (
          <ActionForm source={source} onClose={onClose} onSaved={onSaved} />
        ) : detail.isPending ? (
          <Spinner label={messages.loading} />
        ) : detail.isError ? (
          <LoadError error={detail.error} fallback={t.loadFailed} onRetry={detail.refetch} />
        ) : (
          <>
            <ActionForm key={detail.data.action.id} action={detail.data.action} onClose={onClose} onSaved={onSaved} />
            <History events={detail.data.history} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SourceLine({ kind, label, id }: { kind: ActionSourceKind; label: string | null; id: string | null }) {
  const link = id ? actionSourceLink(kind, id) : undefined;
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium">{id ? t.sourceLinked : t.source}</p>
      <p>
        {actionSources[kind]}
        {label && (
          <>
            {": "}
            {link ? (
              <Link to={link} className="font-medium underline" data-testid="action-source-link">
                {label}
              </Link>
            ) : (
              label
            )}
          </>
        )}
      </p>
    </div>
  );
}

function ActionForm({
  action,
  source,
  onClose,
  onSaved,
}: {
  action?: ActionDto;
  source?: NewSource;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const me = useMe();
  const members = useMembers();
  const mayEdit = useMayEditActions();
  const create = useCreateAction();
  const update = useUpdateAction(action?.id ?? "");
  const form = useForm(
    actionFieldsSchema,
    action
      ? valuesOf(action)
      : ({ description: "", ownerId: me?.user.id ?? "", dueDate: "", status: "open", result: "" } as Values),
  );
  const { values, set, setValues, errors } = form;
  const [revision, setRevision] = React.useState(action?.revision ?? 0);
  const [sourceKind, setSourceKind] = React.useState<ActionSourceKind>(source?.kind ?? "other");
  const [failure, setFailure] = React.useState<{ message: string; current?: ActionDto }>();
  const id = React.useId();
  const busy = create.isPending || update.isPending;
  const readOnly = !mayEdit;
  const askResult = values.status === "done" || values.result !== "";

  const save = form.submit(async (data) => {
    if (action) {
      await update.mutateAsync({ ...data, baseRevision: revision });
      onSaved(t.saved);
    } else {
      await create.mutateAsync({
        ...data,
        sourceKind,
        sourceId: source?.id ?? null,
        sourceLabel: source?.label ?? null,
      });
      onSaved(t.created);
    }
  });
  const submit = async (e: React.FormEvent) => {
    setFailure(undefined);
    try {
      await save(e);
    } catch (err) {
      const current =
        err instanceof ApiRequestError && err.status === 409
          ? (err.body as { details?: { current?: ActionDto } })?.details?.current
          : undefined;
      setFailure({ message: errorMessage(err), current });
    }
  };

  const reload = (current: ActionDto) => {
    setValues(valuesOf(current));
    setRevision(current.revision);
    setFailure(undefined);
  };

  const owners = members.data ?? [];
  const ownerKnown = owners.some((m) => m.userId === values.ownerId);

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={action ? t.editTitle : t.newTitle}>
      {readOnly && <Alert variant="warning">{t.readOnly}</Alert>}
      <TextareaField
        id={`${id}-description`}
        label={t.description}
        hint={t.descriptionHint}
        error={errors.description}
        value={values.description}
        readOnly={readOnly}
        onChange={(e) => set({ description: e.target.value })}
      />

      {action ? (
        <SourceLine kind={action.sourceKind} id={action.sourceId} label={action.sourceLabel} />
      ) : source?.id ? (
        <SourceLine kind={source.kind} id={source.id} label={source.label} />
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-source`}>{t.source}</Label>
          <Select
            id={`${id}-source`}
            className="w-full"
            value={sourceKind}
            onChange={(e) => setSourceKind(e.target.value as ActionSourceKind)}
          >
            <NamedOptions names={actionSources} />
          </Select>
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-owner`}>{t.owner}</Label>
          <Select
            id={`${id}-owner`}
            className="w-full"
            value={values.ownerId}
            disabled={readOnly}
            aria-invalid={Boolean(errors.ownerId)}
            aria-describedby={errors.ownerId ? `${id}-owner-err` : undefined}
            onChange={(e) => set({ ownerId: e.target.value })}
          >
            <option value="">{t.ownerChoose}</option>
            <MemberOptions members={owners} />
            {!ownerKnown && values.ownerId && action?.ownerName && (
              <option value={values.ownerId}>{action.ownerName}</option>
            )}
          </Select>
          <FieldError id={`${id}-owner-err`}>{errors.ownerId}</FieldError>
        </div>
        <div className="space-y-1.5">
          <span className="block text-sm font-medium leading-none" aria-hidden>
            {t.dueDate}
          </span>
          {readOnly ? (
            <p className="text-sm">{formatIsoDate(values.dueDate)}</p>
          ) : (
            <DatePicker label={t.dueDate} value={values.dueDate} onChange={(dueDate) => set({ dueDate })} />
          )}
          <FieldError>{errors.dueDate}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>{t.status}</Label>
          <Select
            id={`${id}-status`}
            className="w-full"
            value={values.status}
            disabled={readOnly}
            onChange={(e) => set({ status: e.target.value as ActionStatus })}
          >
            <NamedOptions names={actionStatuses} />
          </Select>
        </div>
      </div>

      {askResult && (
        <TextareaField
          id={`${id}-result`}
          label={t.result}
          hint={t.resultHint}
          error={errors.result}
          value={values.result}
          readOnly={readOnly}
          onChange={(e) => set({ result: e.target.value })}
        />
      )}

      {failure && (
        <Alert variant="destructive">
          {failure.message}{" "}
          {failure.current && (
            <Button type="button" variant="outline" size="sm" onClick={() => reload(failure.current!)}>
              {t.conflictReload}
            </Button>
          )}
        </Alert>
      )}

      <div className="flex justify-end gap-2">
        {readOnly ? (
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t.close}
            </Button>
          </DialogClose>
        ) : (
          <>
            <Button type="button" variant="outline" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t.saving : t.save}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}

/** A text of the action with its hint below and its error, linked for screen readers. */
function TextareaField({
  id,
  label,
  hint,
  error,
  ...textarea
}: { id: string; label: string; hint: string; error?: string } & React.ComponentProps<typeof Textarea>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-err` : ""}`}
        {...textarea}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id={`${id}-err`}>{error}</FieldError>
    </div>
  );
}

function History({ events }: { events: ActionEventDto[] }) {
  const h = messages.history;
  return (
    <section aria-labelledby="action-history" className="space-y-2 border-t pt-4">
      <h2 id="action-history" className="font-medium">
        {h.title}
      </h2>
      <ol className="space-y-3 text-sm" data-testid="action-history">
        {events.map((e) => (
          <li key={e.revision}>
            <p className="text-muted-foreground">
              {formatDateTimeNl(e.at)} · {e.kind === "created" ? h.created : h.changed} · {e.actor}
            </p>
            <ul className="ml-4 list-disc">
              {e.changes.map((ch) => (
                <li key={ch.field} className="[overflow-wrap:anywhere]">
                  {e.kind === "created" ? (
                    <>
                      {ch.field}: {ch.to}
                    </>
                  ) : (
                    <>
                      {ch.field}: {ch.from || h.empty} → {ch.to || h.empty}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
