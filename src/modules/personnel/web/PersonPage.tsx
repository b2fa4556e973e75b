/**
 * One person's record: their own fields (the Eigenaar's to change), and what is kept of them —
 * diplomas, registrations, VOGs and training — each with its dates, how current it is and its file.
 * The person themself keeps their evidence and files here too.
 */
import * as React from "react";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { ArrowLeft, CheckCircle2, Circle } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { LoadError } from "@/components/ui/load-error";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";
import { formatIsoDate } from "@/components/ui/date-picker";
import { errorMessage } from "@/lib/api";
import { formatDateNl } from "@core/shared/format-date";
import { paths } from "@core/shared/paths";
import { personnelItemKinds, personnelRegisters, type PersonDto, type PersonnelItemDto } from "../model";
import { useDeleteItem, useDeletePerson, usePerson, usePersonnel, useUpdatePerson, useUploadFile } from "./api";
import { ItemForm } from "./ItemForm";
import { messages } from "./messages";
import { PersonForm } from "./PersonForm";
import { ValidityBadge } from "./ValidityBadge";

export function PersonPage() {
  const { personId } = useParams({ strict: false }) as { personId: string };
  const person = usePerson(personId);
  return (
    <>
      <p className="mb-4">
        <Link to={paths.medewerkers} className="inline-flex items-center gap-1 text-sm underline underline-offset-2">
          <ArrowLeft aria-hidden className="size-4" /> {messages.back}
        </Link>
      </p>
      {person.isPending ? (
        <Spinner label={messages.loading} />
      ) : person.isError ? (
        <>
          <PageHeader title={messages.title} />
          <LoadError error={person.error} fallback={messages.personLoadFailed} onRetry={person.refetch} />
        </>
      ) : (
        <Record key={person.data.person.id} person={person.data.person} mayManage={person.data.mayManage} />
      )}
    </>
  );
}

function Record({ person, mayManage }: { person: PersonDto; mayManage: boolean }) {
  const update = useUpdatePerson(person.id);
  const remove = useDeletePerson(person.id);
  const navigate = useNavigate();
  const [notice, setNotice] = React.useState<string>();
  return (
    <>
      <PageHeader title={person.name} description={person.jobTitle || undefined} />
      {notice && (
        <Alert variant="success" className="mb-4" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}
      <div className="space-y-8">
        <Items person={person} onNotice={setNotice} />
        {person.introduction && <Introduction items={person.introduction} />}
        <section aria-labelledby="person-details" className="rounded-lg border p-4">
          <h2 id="person-details" className="mb-4 font-medium">
            {messages.form.detailsTitle}
          </h2>
          <PersonForm
            person={person}
            readOnly={!mayManage}
            onSave={async (input) => {
              // The version the form shows: a change made meanwhile is refused, not overwritten.
              await update.mutateAsync({ ...input, baseUpdatedAt: person.updatedAt });
              setNotice(messages.form.saved);
            }}
          />
        </section>
        {mayManage && (
          <Button
            type="button"
            variant="outline"
            onClick={async () => {
              if (!window.confirm(messages.form.removeConfirm)) return;
              await remove.mutateAsync();
              await navigate({ to: paths.medewerkers });
            }}
          >
            {messages.form.remove}
          </Button>
        )}
      </div>
    </>
  );
}

/** What an item is, in a few words: 'VOG', 'Registratie SKJ 100012345', 'BHV'. */
const itemName = (i: PersonnelItemDto) => {
  if (i.kind === "registration")
    return [personnelItemKinds.registration, personnelRegisters[i.register ?? "other"], i.number]
      .filter(Boolean)
      .join(" ");
  if (i.kind === "vog") return personnelItemKinds.vog;
  return i.title;
};

function Items({ person, onNotice }: { person: PersonDto; onNotice(text: string): void }) {
  const upload = useUploadFile(person.id);
  const remove = useDeleteItem(person.id);
  const list = usePersonnel();
  const [failure, setFailure] = React.useState<string>();
  const vogYears = list.data?.settings.vogYears ?? 3;

  const onFile = async (item: PersonnelItemDto, file: File | undefined) => {
    if (!file) return;
    setFailure(undefined);
    try {
      await upload.mutateAsync({ itemId: item.id, file });
      onNotice(messages.items.uploaded);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  const columns: RecordColumn<PersonnelItemDto>[] = [
    {
      title: messages.items.columns.what,
      cell: (i) => (
        <>
          <span className="font-medium">{itemName(i)}</span>
          {i.kind !== "vog" && i.kind !== "registration" && (
            <span className="block text-xs text-muted-foreground">{personnelItemKinds[i.kind]}</span>
          )}
          {i.kind === "registration" && i.title && (
            <span className="block whitespace-pre-line text-xs text-muted-foreground">{i.title}</span>
          )}
          {i.profile && <span className="block text-xs text-muted-foreground">{i.profile}</span>}
          {i.points !== null && (
            <span className="block text-xs text-muted-foreground">
              {messages.items.points}: {i.points}
            </span>
          )}
        </>
      ),
      className: "hyphens-auto break-words max-sm:basis-full",
    },
    {
      title: messages.items.columns.date,
      cell: (i) => (i.issuedOn ? formatIsoDate(i.issuedOn) : "–"),
      className: "whitespace-nowrap tabular-nums",
      phoneLabel: true,
    },
    {
      title: messages.items.columns.until,
      cell: (i) => (i.expiresOn ? formatIsoDate(i.expiresOn) : "–"),
      className: "whitespace-nowrap tabular-nums",
      phoneLabel: true,
    },
    { title: messages.items.columns.status, cell: (i) => <ValidityBadge validity={i.validity} /> },
    {
      title: messages.items.columns.file,
      cell: (i) => (
        <span className="flex flex-wrap items-center gap-2">
          {i.file ? (
            <a
              href={i.file.url}
              className="underline underline-offset-2"
              aria-label={messages.items.download(i.file.name)}
            >
              {i.file.name}
            </a>
          ) : (
            <span className="text-muted-foreground">{messages.items.noFile}</span>
          )}
          <label className="cursor-pointer rounded border px-2 py-1 text-xs hover:bg-accent focus-within:ring-2 focus-within:ring-ring">
            {messages.items.upload(itemName(i))}
            <input
              type="file"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => {
                void onFile(i, e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          </label>
        </span>
      ),
      className: "max-sm:basis-full",
    },
    {
      title: messages.items.columns.actions,
      hideTitle: true,
      cell: (i) => (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={async () => {
            if (!window.confirm(messages.items.removeConfirm)) return;
            await remove.mutateAsync(i.id);
            onNotice(messages.items.removed);
          }}
        >
          {messages.items.remove(itemName(i))}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="person-items" className="space-y-4">
      <h2 id="person-items" className="font-medium">
        {messages.items.title}
      </h2>
      {failure && (
        <Alert variant="destructive" onDismiss={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      <RecordTable
        label={messages.items.table}
        rowTestId="item-row"
        columns={columns}
        rows={person.items}
        alignTop
        stackOnPhone
        empty={<p className="text-sm text-muted-foreground">{messages.items.none}</p>}
      />
      <ItemForm personId={person.id} vogYears={vogYears} onAdded={() => onNotice(messages.items.added)} />
    </section>
  );
}

/** What the person is asked to read and whether they did (Leesbevestigingen), as a checklist. */
function Introduction({ items }: { items: NonNullable<PersonDto["introduction"]> }) {
  const t = messages.introduction;
  return (
    <section aria-labelledby="person-introduction" className="space-y-2">
      <h2 id="person-introduction" className="font-medium">
        {t.title}
      </h2>
      <p className="text-sm text-muted-foreground">{t.description}</p>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="introduction">
          {items.map((i) => (
            <li key={i.itemId} className="flex flex-wrap items-center gap-2">
              {i.read ? (
                <CheckCircle2 aria-hidden className="size-4 text-green-700 dark:text-green-400" />
              ) : (
                <Circle aria-hidden className="size-4 text-muted-foreground" />
              )}
              <span className="font-medium">{i.title}</span>
              <span className="text-muted-foreground">
                {i.statusTitle}
                {i.read && i.at ? ` ${t.on(formatDateNl(new Date(i.at)))}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
