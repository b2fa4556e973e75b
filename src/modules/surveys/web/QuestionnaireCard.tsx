/**
 * The questionnaire for an Eigenaar: questions in order, each a scale question (1–5) or an open
 * one; add, remove, move up and down, then 'Vragenlijst opslaan'. Checked with the route's own
 * schema before it is sent; a save that crossed someone else's gets the newest version back.
 */
import * as React from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, Input, Label, Select } from "@/components/ui/input";
import type { Announce } from "@/components/ui/result-region";
import { ApiRequestError, errorMessage } from "@/lib/api";
import { randomId } from "@/lib/random-id";
import { saveSurveySchema } from "../schemas";
import { defaultSurveyQuestions } from "../messages";
import { surveyLimits, type SurveyDto, type SurveyQuestion } from "../model";
import { useSaveSurvey } from "./api";
import { surveyText as t } from "./messages";

export function QuestionnaireCard({ survey, announce }: { survey: SurveyDto; announce: Announce }) {
  const save = useSaveSurvey();
  const [questions, setQuestions] = React.useState<SurveyQuestion[]>(survey.questions);
  const [revision, setRevision] = React.useState(survey.revision);
  const [error, setError] = React.useState<string>();
  const focusId = React.useRef<string>(undefined);
  const changed = JSON.stringify(questions) !== JSON.stringify(survey.questions);

  // A newer version from the server (another tab, a stale save) replaces the form when it has no edits.
  React.useEffect(() => {
    setRevision(survey.revision);
    if (!changed) setQuestions(survey.questions);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [survey.revision]);

  React.useEffect(() => {
    if (!focusId.current) return;
    document.getElementById(`question-${focusId.current}`)?.focus();
    focusId.current = undefined;
  });

  const update = (i: number, patch: Partial<SurveyQuestion>) =>
    setQuestions((qs) => qs.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const move = (i: number, by: -1 | 1) =>
    setQuestions((qs) => {
      const next = [...qs];
      const [q] = next.splice(i, 1);
      next.splice(i + by, 0, q!);
      return next;
    });
  function add() {
    const id = randomId();
    focusId.current = id;
    setQuestions((qs) => [...qs, { id, kind: "scale", text: "" }]);
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = saveSurveySchema.safeParse({ revision, questions });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setQuestions(saved.questions);
        setRevision(saved.revision);
        announce(t.saved);
      },
      onError: (err) => {
        const current = err instanceof ApiRequestError && err.status === 409 ? staleCurrent(err.body) : undefined;
        if (current) {
          setQuestions(current.questions);
          setRevision(current.revision);
        }
        announce(errorMessage(err), true);
      },
    });
  }

  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle as="h2">{t.questionnaire}</CardTitle>
        <CardDescription>{t.questionnaireDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <ol className="space-y-3">
            {questions.map((q, i) => (
              <li
                key={q.id}
                className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto_auto]"
                data-testid="survey-question"
              >
                <div className="space-y-1">
                  <Label htmlFor={`question-${q.id}`}>{t.question(i + 1)}</Label>
                  <Input
                    id={`question-${q.id}`}
                    value={q.text}
                    maxLength={surveyLimits.questionTextMax}
                    onChange={(e) => update(i, { text: e.target.value })}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`kind-${q.id}`}>{t.kindCaption}</Label>
                  <Select
                    id={`kind-${q.id}`}
                    aria-label={t.kind(i + 1)}
                    value={q.kind}
                    onChange={(e) => update(i, { kind: e.target.value === "open" ? "open" : "scale" })}
                  >
                    <option value="scale">{t.kindScale}</option>
                    <option value="open">{t.kindOpen}</option>
                  </Select>
                </div>
                <div className="flex items-end gap-1">
                  <QuestionButton label={t.moveUp(i + 1)} disabled={i === 0} onClick={() => move(i, -1)}>
                    <ArrowUp aria-hidden />
                  </QuestionButton>
                  <QuestionButton
                    label={t.moveDown(i + 1)}
                    disabled={i === questions.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </QuestionButton>
                  <QuestionButton
                    label={t.remove(i + 1)}
                    disabled={questions.length <= surveyLimits.questionsMin}
                    onClick={() => setQuestions((qs) => qs.filter((_, j) => j !== i))}
                  >
                    <Trash2 aria-hidden />
                  </QuestionButton>
                </div>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={add}
              disabled={questions.length >= surveyLimits.questionsMax}
            >
              <Plus aria-hidden /> {t.addQuestion}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setQuestions(defaultSurveyQuestions)}>
              {t.reset}
            </Button>
            <span className="text-sm text-muted-foreground">
              {t.questionsLeft(surveyLimits.questionsMax - questions.length)}
            </span>
          </div>
          <FieldError id="survey-questions-error">{error}</FieldError>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </Button>
            {changed && <span className="text-sm text-muted-foreground">{t.unsaved}</span>}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** A question's icon button (move up, move down, remove), named for screen readers. */
function QuestionButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

function staleCurrent(body: unknown): SurveyDto | undefined {
  const current = (body as { details?: { current?: SurveyDto } } | undefined)?.details?.current;
  return current && Array.isArray(current.questions) ? current : undefined;
}
