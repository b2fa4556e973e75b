/**
 * The Verbeteracties of one source (a row of the 4.5 register, a goal), for the page where that
 * source lives: its linked actions, each a link to the action, and 'Verbeteractie aanmaken' (the
 * contract's link, which opens the new-action form linked to it). The route layer composes it in.
 * One request per source, with the API's filter by source (lib/source-actions.ts).
 */
import { Link } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { newActionSearch, type ActionSourceKind } from "../model";
import { paths } from "@core/shared/paths";
import { useQuery } from "@tanstack/react-query";
import { sourceActionsQuery } from "@/lib/source-actions";
import { messages } from "./messages";
import { useMayEditActions } from "./may-edit";
import { StatusBadge } from "./StatusBadge";

export function SourceActions({ kind, id, label }: { kind: ActionSourceKind; id: string; label: string }) {
  const { data: linked = [] } = useQuery(sourceActionsQuery(kind, id));
  const mayEdit = useMayEditActions();
  return (
    <div className="space-y-1.5 text-sm" data-testid="source-actions">
      {linked.length > 0 && (
        <ul className="space-y-1">
          {linked.map((a) => (
            <li key={a.id} className="space-y-0.5">
              <Link to={paths.verbeteractie(a.id)} className="block font-medium underline [overflow-wrap:anywhere]">
                {a.description}
              </Link>
              <StatusBadge action={a} />
            </li>
          ))}
        </ul>
      )}
      {linked.length === 0 && !mayEdit && <p className="text-muted-foreground">{messages.links.none}</p>}
      {mayEdit && (
        <Link
          to={paths.verbeteracties}
          search={newActionSearch(kind, id, label)}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={messages.links.createFor(label)}
        >
          <Plus aria-hidden /> {messages.links.create}
        </Link>
      )}
    </div>
  );
}
