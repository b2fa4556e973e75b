/**
 * Medewerkers: one record per person, with how current their dates are. An Eigenaar (or whom she
 * grants it) sees everyone, adds people and sets the rules; another member sees only their own
 * record; anyone else reads the server's refusal (403) in words.
 */
import * as React from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { LoadError } from "@/components/ui/load-error";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";
import { formatIsoDate } from "@/components/ui/date-picker";
import { useCan } from "@/lib/session";
import { paths } from "@core/shared/paths";
import { personnelRelations, type PersonnelSettingsDto, type PersonSummaryDto } from "../model";
import { useCreatePerson, usePersonnel } from "./api";
import { messages } from "./messages";
import { PersonForm } from "./PersonForm";
import { SettingsForm } from "./SettingsForm";
import { ValidityBadge } from "./ValidityBadge";

export function PersonnelPage() {
  const list = usePersonnel();
  const navigate = useNavigate();
  const create = useCreatePerson();
  const [adding, setAdding] = React.useState(false);
  const isOwner = useCan("personnel.manage");

  return (
    <>
      <PageHeader title={messages.title} description={messages.description}>
        {list.data?.mayManage && !adding && (
          <Button type="button" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> {messages.newPerson}
          </Button>
        )}
      </PageHeader>
      <p className="-mt-3 mb-6 text-sm text-muted-foreground">{messages.privacy}</p>

      {adding && (
        <section aria-labelledby="new-person" className="mb-8 rounded-lg border p-4">
          <h2 id="new-person" className="mb-4 font-medium">
            {messages.form.newTitle}
          </h2>
          <PersonForm
            onCancel={() => setAdding(false)}
            onSave={async (input) => {
              const { person } = await create.mutateAsync(input);
              await navigate({ to: paths.medewerker(person.id) });
            }}
          />
        </section>
      )}

      {list.isPending ? (
        <Spinner label={messages.loading} />
      ) : list.isError ? (
        <LoadError error={list.error} fallback={messages.loadFailed} onRetry={list.refetch} />
      ) : (
        <div className="space-y-8">
          <RecordTable
            label={messages.table}
            rowTestId="person-row"
            columns={columns}
            rows={list.data.people}
            alignTop
            stackOnPhone
            empty={
              <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{messages.none}</p>
            }
          />
          {isOwner && <Settings settings={list.data.settings} />}
        </div>
      )}
    </>
  );
}

function Settings({ settings }: { settings: PersonnelSettingsDto }) {
  return (
    <section aria-labelledby="personnel-settings" className="rounded-lg border p-4">
      <h2 id="personnel-settings" className="mb-4 font-medium">
        {messages.settings.title}
      </h2>
      <SettingsForm settings={settings} />
    </section>
  );
}

function DatesCell({ person }: { person: PersonSummaryDto }) {
  if (person.attention > 0)
    return <ValidityBadge validity={person.validity} label={messages.attention(person.attention)} />;
  if (person.validity === "zonder-datum") return <span className="text-muted-foreground">{messages.noDates}</span>;
  return (
    <ValidityBadge validity={person.validity} label={person.validity === "geldig" ? messages.allCurrent : undefined} />
  );
}

const columns: RecordColumn<PersonSummaryDto>[] = [
  {
    title: messages.columns.name,
    cell: (p) => (
      <>
        <Link to={paths.medewerker(p.id)} className="font-medium underline underline-offset-2">
          {p.name}
        </Link>
        {p.own && <span className="ml-2 text-xs text-muted-foreground">{messages.ownRecord}</span>}
        {!p.active && p.endDate && (
          <span className="block text-xs text-muted-foreground">{messages.left(formatIsoDate(p.endDate))}</span>
        )}
      </>
    ),
    className: "hyphens-auto break-words max-sm:basis-full",
  },
  { title: messages.columns.jobTitle, cell: (p) => p.jobTitle || "–", phoneLabel: true },
  { title: messages.columns.relation, cell: (p) => personnelRelations[p.relation], phoneLabel: true },
  {
    title: messages.columns.hours,
    cell: (p) => (p.hoursPerWeek === null ? "–" : messages.hours(p.hoursPerWeek)),
    className: "whitespace-nowrap tabular-nums",
    phoneLabel: true,
  },
  { title: messages.columns.status, cell: (p) => <DatesCell person={p} />, phoneLabel: true },
];
