/**
 * Medewerkers on the auditor's page: per active person whether the VOG is present and current, the
 * registration's last day (or a written reason for working without one) and the training, never a
 * file or a number. A file is shared only when the Eigenaar links it in answer to a question.
 */
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";
import { formatIsoDate } from "@core/shared/dates";
import { personnelRegisters, personnelRelations, type AuditorPersonDto } from "@modules/personnel/model";
import { auditorText } from "../messages";
import { AuditorSection } from "./AuditorSection";

const t = auditorText.personnel;

const columns: RecordColumn<AuditorPersonDto>[] = [
  {
    title: t.name,
    cell: (p) => (
      <>
        <span className="font-medium">{p.name}</span>
        <span className="block text-xs text-muted-foreground">
          {[p.jobTitle, personnelRelations[p.relation]].filter(Boolean).join(" · ")}
        </span>
      </>
    ),
    className: "break-words max-sm:basis-full",
  },
  {
    title: t.vog,
    cell: (p) => (!p.vog ? t.none : t.until(p.vog.expiresOn ? formatIsoDate(p.vog.expiresOn) : "–", p.vog.current)),
    phoneLabel: true,
  },
  {
    title: t.registration,
    cell: (p) =>
      p.registrations.length === 0
        ? p.unregisteredReason
          ? t.reasoned
          : t.none
        : p.registrations
            .map(
              (r) =>
                `${personnelRegisters[r.register]}: ${t.until(r.expiresOn ? formatIsoDate(r.expiresOn) : "–", r.current)}`,
            )
            .join("; "),
    phoneLabel: true,
  },
  { title: t.training, cell: (p) => t.trainings(p.trainings, p.trainingsExpired), phoneLabel: true },
  {
    title: t.conversation,
    cell: (p) => (p.lastConversation ? formatIsoDate(p.lastConversation) : t.none),
    phoneLabel: true,
  },
];

export function AuditorPersonnel({ people }: { people: AuditorPersonDto[] }) {
  return (
    <AuditorSection id="auditor-medewerkers" title={t.title} description={t.description}>
      <RecordTable
        label={t.table}
        rowTestId="auditor-person"
        columns={columns}
        rows={people}
        rowKey={(p, i) => `${i}-${p.name}`}
        stackOnPhone
        empty={<p className="text-sm italic text-muted-foreground">{t.empty}</p>}
      />
    </AuditorSection>
  );
}
