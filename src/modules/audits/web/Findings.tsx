/**
 * The findings of an audit: every saved point assessed 'Voldoet deels' or 'Voldoet niet', with its
 * note, a link that opens a new improvement action linked to the point, and the actions already
 * linked to it (from the actions API; none shown while that API is not there).
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { SectionCard } from "@/components/ui/section-card";
import { formatIsoDate } from "@/components/ui/date-picker";
import { paths } from "@core/shared/paths";
import { actionStatuses, newActionSearch } from "@modules/actions/model";
import { auditPointStatuses, isFinding, type AuditDetailDto, type AuditPointDto } from "../model";
import { findingActionsQuery } from "./api";
import { messages } from "./messages";
import { shorten } from "@core/shared/text-rules";

const m = messages.findings;

/** The action's source label: short, so it reads well as a link's name on the action. */
const sourceLabel = (audit: AuditDetailDto, point: AuditPointDto) => {
  const label = m.actionLabel(formatIsoDate(audit.date), point.element, point.text);
  return shorten(label, 120);
};

export function Findings({ audit, mayEdit }: { audit: AuditDetailDto; mayEdit: boolean }) {
  const findings = audit.checklist.filter((p) => isFinding(p.status));
  return (
    <SectionCard title={m.title} description={m.description}>
      {findings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.none}</p>
      ) : (
        <ul className="space-y-4" data-testid="audit-findings">
          {findings.map((point) => (
            <li
              key={point.id}
              id={`bevinding-${point.id}`}
              tabIndex={-1}
              className="space-y-1 rounded-md border p-3 text-sm outline-none focus:ring-2 focus:ring-ring"
            >
              <p className="font-medium">
                <span className="tabular-nums">{point.element}</span> {point.text}
              </p>
              <p>
                <span className="font-medium">{auditPointStatuses[point.status]}</span>
                {point.note.trim() && <span>: {point.note}</span>}
              </p>
              <LinkedActions pointId={point.id} />
              {mayEdit && <NewActionLink label={sourceLabel(audit, point)} pointId={point.id} text={point.text} />}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function NewActionLink({ pointId, label, text }: { pointId: string; label: string; text: string }) {
  return (
    <Link
      to={paths.verbeteracties}
      search={newActionSearch("audit-finding", pointId, label)}
      aria-label={m.createActionFor(text)}
      className="inline-block font-medium text-primary underline underline-offset-2"
    >
      {m.createAction}
    </Link>
  );
}

function LinkedActions({ pointId }: { pointId: string }) {
  const { data: actions } = useQuery(findingActionsQuery(pointId));
  if (!actions?.length) return null;
  return (
    <div>
      <p className="font-medium">{m.actions}</p>
      <ul className="list-disc pl-5" data-testid={`finding-actions-${pointId}`}>
        {actions.map((a) => (
          <li key={a.id}>
            <Link to={paths.verbeteractie(a.id)} className="underline underline-offset-2 [overflow-wrap:anywhere]">
              {a.description}
            </Link>{" "}
            — {actionStatuses[a.status]}
            {a.ownerName && `, ${a.ownerName}`}
            {a.dueDate && `, ${m.due(formatIsoDate(a.dueDate))}`}
            {a.overdue && `, ${m.overdue}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
