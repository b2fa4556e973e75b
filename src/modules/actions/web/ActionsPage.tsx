/**
 * Verbeteren > Verbeteracties: the organisation's one register of improvement actions, sorted by
 * due date, with filters per status, owner and source; overdue ones say so in words. The address
 * carries what is open: /verbeteren/acties/<id> opens an action, and
 * ?nieuw=1&bron=<kind>&bronId=<id>&bronLabel=<label> opens a new one linked to its source (the link
 * other pages use, so features do not import each other).
 */
import * as React from "react";
import { Link, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { formatIsoDate } from "@/components/ui/date-picker";
import { Label, Select } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";

import { actionSourceLink, actionSourceList, actionSources, actionStatuses, type ActionDto } from "../model";
import type { ActionFilter } from "../schemas";
import { paths } from "@core/shared/paths";
import { useActions } from "./api";
import { useMembers } from "./api";
import { messages } from "./messages";
import type { NewSource } from "./ActionDialog";
import { useMayEditActions } from "./may-edit";
import { MemberOptions, NamedOptions } from "./options";
import { StatusBadge } from "./StatusBadge";
import type { ActionsSearch } from "./search";
import { LoadError } from "@/components/ui/load-error";
import { useOpenedOnce } from "@/lib/opened-once";

// The dialog carries the form's zod schema and the date picker: fetched when first opened.
const ActionDialog = React.lazy(() => import("./ActionDialog").then((m) => ({ default: m.ActionDialog })));

const emptyFilter = { status: "", ownerId: "", sourceKind: "" };

export function ActionsPage() {
  const search: ActionsSearch = useSearch({ strict: false });
  const { actionId } = useParams({ strict: false }) as { actionId?: string };
  const navigate = useNavigate();
  const mayEdit = useMayEditActions();
  const [filter, setFilter] = React.useState(emptyFilter);
  const [notice, setNotice] = React.useState<string>();
  const members = useMembers();
  const actions = useActions(Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== "")) as ActionFilter);
  const set = (patch: Partial<typeof emptyFilter>) => setFilter((f) => ({ ...f, ...patch }));

  const creating = search.nieuw === 1 && mayEdit;
  const dialogOpen = creating || Boolean(actionId);
  const dialogWanted = useOpenedOnce(dialogOpen);
  const kind = actionSourceList.find((k) => k === search.bron);
  const source: NewSource | undefined = kind
    ? { kind, id: search.bronId ?? null, label: search.bronLabel ?? null }
    : undefined;
  const close = () => void navigate({ to: paths.verbeteracties, search: {} });
  const saved = (message: string) => {
    setNotice(message);
    close();
  };
  const filtered = Object.values(filter).some(Boolean);
  const list = actions.data?.pages.flatMap((p) => p.actions) ?? [];
  const total = actions.data?.pages[0]?.total ?? 0;

  return (
    <>
      <PageHeader title={messages.title} description={messages.description}>
        {mayEdit && (
          <Button asChild>
            <Link to={paths.verbeteracties} search={{ nieuw: 1 }}>
              <Plus aria-hidden /> {messages.newAction}
            </Link>
          </Button>
        )}
      </PageHeader>

      {notice && (
        <Alert variant="success" className="mb-4" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}

      <fieldset className="mb-6 grid gap-4 rounded-lg border p-4 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium">{messages.filters}</legend>
        <FilterSelect
          id="actions-status"
          label={messages.filterStatus}
          value={filter.status}
          onChange={(status) => set({ status })}
        >
          <option value="">{messages.all}</option>
          <NamedOptions names={actionStatuses} />
        </FilterSelect>
        <FilterSelect
          id="actions-owner"
          label={messages.filterOwner}
          value={filter.ownerId}
          onChange={(ownerId) => set({ ownerId })}
        >
          <option value="">{messages.everyone}</option>
          <MemberOptions members={members.data} />
        </FilterSelect>
        <FilterSelect
          id="actions-source"
          label={messages.filterSource}
          value={filter.sourceKind}
          onChange={(sourceKind) => set({ sourceKind })}
        >
          <option value="">{messages.all}</option>
          <NamedOptions names={actionSources} />
        </FilterSelect>
        {filtered && (
          <div className="sm:col-span-3">
            <Button type="button" variant="ghost" size="sm" onClick={() => setFilter(emptyFilter)}>
              {messages.clear}
            </Button>
          </div>
        )}
      </fieldset>

      {actions.isPending ? (
        <Spinner label={messages.loading} />
      ) : actions.isError ? (
        <LoadError error={actions.error} fallback={messages.loadFailed} onRetry={actions.refetch} />
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {filtered ? messages.noneFiltered : messages.none}
        </p>
      ) : (
        <div className="space-y-3">
          <p role="status" className="text-sm text-muted-foreground">
            {list.length < total ? messages.countShown(list.length, total) : messages.count(total)}
          </p>
          {/* On a phone each action is a block of its own (no sideways scrolling, words whole). */}
          <RecordTable
            label={messages.table}
            rowTestId="action-row"
            columns={columns}
            rows={list}
            rowHeader={1}
            alignTop
            stackOnPhone
          />
          <LoadMore pages={actions} label={messages.more} loading={messages.loadingMore} />
        </div>
      )}

      {dialogWanted && (
        <React.Suspense fallback={null}>
          <ActionDialog open={dialogOpen} actionId={actionId} source={source} onClose={close} onSaved={saved} />
        </React.Suspense>
      )}
    </>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} className="w-full" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </div>
  );
}

const columns: RecordColumn<ActionDto>[] = [
  {
    title: messages.columns.dueDate,
    cell: (a) => formatIsoDate(a.dueDate),
    className: "whitespace-nowrap tabular-nums",
    phoneLabel: true,
  },
  {
    title: messages.columns.description,
    cell: (a) => (
      <Link
        to={paths.verbeteractie(a.id)}
        className="font-medium underline-offset-2 hover:underline"
        aria-label={messages.open(a.description)}
      >
        {a.description}
      </Link>
    ),
    className: "hyphens-auto break-words max-sm:order-first max-sm:basis-full",
  },
  {
    title: messages.columns.source,
    cell: (a) => <Source action={a} />,
    className: "max-sm:order-2 max-sm:basis-full",
    phoneLabel: true,
  },
  {
    title: messages.columns.owner,
    cell: (a) => a.ownerName ?? messages.noOwner,
    className: "max-sm:order-2 max-sm:basis-full",
    phoneLabel: true,
  },
  { title: messages.columns.status, cell: (a) => <StatusBadge action={a} />, className: "max-sm:order-1" },
];

function Source({ action: a }: { action: ActionDto }) {
  const sourceLink = a.sourceId ? actionSourceLink(a.sourceKind, a.sourceId) : undefined;
  return (
    <>
      <span className="block text-muted-foreground max-sm:inline">{actionSources[a.sourceKind]}</span>{" "}
      {a.sourceLabel &&
        (sourceLink ? (
          <Link to={sourceLink} className="underline">
            {a.sourceLabel}
          </Link>
        ) : (
          <span>{a.sourceLabel}</span>
        ))}
    </>
  );
}
