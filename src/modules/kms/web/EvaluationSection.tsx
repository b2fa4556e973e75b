/**
 * Organisatiebeoordeling: every quality goal of page 7 with a 3-row status, stored under
 * doelstelling-status-{setId}. The status follows the goal set, so editing a goal's wording keeps
 * its status (sturdier than matching by goal text).
 */
import { Link } from "@tanstack/react-router";
import { EVALUATION_STATUS_ROWS } from "@norm/catalogue";
import { goalStatusName, goalTextName } from "@norm/kms-names";
import type { KmsStore } from "./sync/kms-store";
import { goalSetsSync, parseGoalSetIds } from "./goal-set-ids";
import { TextSection } from "./TextSection";
import { useValueSync } from "./use-value-sync";
import { patterns } from "@core/shared/paths";
import { messages } from "./messages";

const t = messages.evaluation;

export function EvaluationSection({ store, title }: { store: KmsStore; title: string }) {
  const ids = parseGoalSetIds(useValueSync(goalSetsSync(store)).value);
  return (
    <section className="space-y-3" aria-label={title}>
      <h2 className="font-medium">{title}</h2>
      {ids.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t.noGoals}{" "}
          <Link
            to={patterns.kwaliteitssysteem}
            params={{ slug: "kwaliteitsdoelstellingen" }}
            className="text-primary underline"
          >
            {t.goalsPage}
          </Link>
          .
        </p>
      ) : (
        <ol className="space-y-3">
          {ids.map((id, i) => (
            <EvaluationRow key={id} store={store} setId={id} index={i} />
          ))}
        </ol>
      )}
    </section>
  );
}

function EvaluationRow({ store, setId, index }: { store: KmsStore; setId: string; index: number }) {
  const goal = useValueSync(store.get<string>(goalTextName(setId), "text")).value;
  const text = typeof goal === "string" && goal.trim() ? goal : t.untitled(index + 1);
  return (
    <li className="grid gap-3 rounded-md border p-3 md:grid-cols-2" data-testid="evaluation-row">
      <div>
        <p className="text-xs font-medium uppercase text-muted-foreground">{t.goal}</p>
        <p className="whitespace-pre-wrap">{text}</p>
      </div>
      <TextSection
        store={store}
        name={goalStatusName(setId)}
        title={t.status}
        label={t.statusOf(text)}
        rows={EVALUATION_STATUS_ROWS}
        placeholder={t.placeholder}
      />
    </li>
  );
}
