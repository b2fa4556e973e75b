/**
 * /vragenlijst/$token: the questionnaire as a client sees it, outside the app and without an
 * account. Scale questions are five choices, open questions a text field; every question may be
 * skipped. Nothing asks for a name. A link that no longer works gets the server's Dutch message; a
 * questionnaire the organisation closed says so.
 * Small on purpose (no React Query, no class merging): passes no classes that conflict.
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/input";
import { ApiRequestError } from "@/lib/fetch";
import { focusElement, mainId, usePageTitle } from "@/lib/a11y";
import { paths } from "@core/shared/paths";
import { scaleLabels } from "../../messages";
import { surveyLimits, type PublicSurveyDto, type SurveyQuestion } from "../../model";
import { loadPublicSurvey, sendAnswers } from "./api";
import { surveyText as t } from "../messages";

type State =
  | { kind: "loading" }
  | { kind: "open"; survey: PublicSurveyDto }
  | { kind: "failed"; message: string }
  | { kind: "sent" };

const messageOf = (e: unknown) => (e instanceof ApiRequestError && e.message ? e.message : t.publicFailed);

export function PublicSurveyPage({ token }: { token: string }) {
  usePageTitle(t.publicTitle);
  const [state, setState] = React.useState<State>({ kind: "loading" });

  React.useEffect(() => {
    const controller = new AbortController();
    loadPublicSurvey(token, controller.signal).then(
      (survey) => setState({ kind: "open", survey }),
      (e: unknown) => {
        if ((e as Error).name !== "AbortError") setState({ kind: "failed", message: messageOf(e) });
      },
    );
    return () => controller.abort();
  }, [token]);

  return (
    <main id={mainId} className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      {state.kind === "loading" && <Spinner label={t.publicLoading} />}
      {state.kind === "failed" && (
        <>
          <h1 className="mb-4 text-2xl font-semibold outline-none" tabIndex={-1}>
            {t.publicTitle}
          </h1>
          <Alert variant="warning">{state.message}</Alert>
        </>
      )}
      {state.kind === "sent" && <Thanks />}
      {state.kind === "open" && state.survey.closed && (
        <div role="status">
          <h1 className="mb-4 text-2xl font-semibold outline-none" tabIndex={-1}>
            {t.publicClosedTitle}
          </h1>
          <p>{t.publicClosedText(state.survey.organisationName)}</p>
        </div>
      )}
      {state.kind === "open" && !state.survey.closed && (
        <SurveyForm token={token} survey={state.survey} onSent={() => setState({ kind: "sent" })} />
      )}
    </main>
  );
}

/** After sending: the thanks, with the keyboard and the screen reader on its heading (not the page's body). */
function Thanks() {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    focusElement(heading.current);
  }, []);
  return (
    <div role="status">
      <h1 ref={heading} className="mb-4 text-2xl font-semibold outline-none" tabIndex={-1}>
        {t.publicThanks}
      </h1>
      <p>{t.publicThanksText}</p>
    </div>
  );
}

function SurveyForm({ token, survey, onSent }: { token: string; survey: PublicSurveyDto; onSent: () => void }) {
  const [answers, setAnswers] = React.useState<Record<string, number | string>>({});
  const [sending, setSending] = React.useState(false);
  const [error, setError] = React.useState<string>();
  const set = (id: string, value: number | string) => setAnswers((a) => ({ ...a, [id]: value }));

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      await sendAnswers(token, { answers });
      onSent();
    } catch (err) {
      setError(messageOf(err));
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-8" noValidate>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold outline-none" tabIndex={-1}>
          {t.publicTitle}
          {survey.organisationName ? ` — ${survey.organisationName}` : ""}
        </h1>
        <p>{t.publicIntro(survey.organisationName)}</p>
        <p className="text-sm text-muted-foreground">{t.publicSkip}</p>
        <p className="text-sm text-muted-foreground">
          {t.publicPrivacy}{" "}
          <a href={paths.privacy} className="text-foreground underline underline-offset-2">
            {t.publicPrivacyLink}
          </a>
          .
        </p>
      </div>
      {survey.questions.map((q, i) =>
        q.kind === "scale" ? (
          <ScaleQuestion key={q.id} n={i + 1} question={q} value={answers[q.id]} onChange={(v) => set(q.id, v)} />
        ) : (
          <OpenQuestion key={q.id} n={i + 1} question={q} value={answers[q.id]} onChange={(v) => set(q.id, v)} />
        ),
      )}
      {error && <Alert variant="destructive">{error}</Alert>}
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? t.publicSending : t.publicSend}
      </Button>
    </form>
  );
}

/** A question, numbered as shown, with the client's answer so far (a score or a text) and its setter. */
type QuestionProps<Answer> = {
  n: number;
  question: SurveyQuestion;
  value: number | string | undefined;
  onChange: (v: Answer) => void;
};

function ScaleQuestion({ n, question, value, onChange }: QuestionProps<number>) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">
        {n}. {question.text}
      </legend>
      <div className="grid gap-2 sm:grid-cols-5">
        {scaleLabels.map((label, i) => {
          const score = i + 1;
          const id = `q-${question.id}-${score}`;
          return (
            <label
              key={score}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent sm:flex-col sm:text-center"
            >
              <input
                id={id}
                type="radio"
                name={`q-${question.id}`}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                className="size-4 accent-primary"
              />
              <span>
                <span className="font-semibold">{score}</span> {label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function OpenQuestion({ n, question, value, onChange }: QuestionProps<string>) {
  const id = `q-${question.id}`;
  const text = typeof value === "string" ? value : "";
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium">
        {n}. {question.text}
      </label>
      <Textarea
        id={id}
        rows={4}
        value={text}
        maxLength={surveyLimits.answerTextMax}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-count`} className="text-xs text-muted-foreground">
        {t.publicChars(text.length, surveyLimits.answerTextMax)}
      </p>
    </div>
  );
}
