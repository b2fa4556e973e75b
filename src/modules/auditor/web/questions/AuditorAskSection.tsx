/**
 * On the auditor's page: 'Vraag stellen' (an element and a question, checked with the route's own
 * schema) and 'Uw vragen' with the organisation's answers. A linked document downloads through the
 * link, like the document list. `element` preselects an element (a page per element).
 */
import * as React from "react";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError, Label, Select, Textarea } from "@/components/ui/input";
import { ApiRequestError, errorMessage } from "@/lib/api";
import { fieldErrors } from "@/lib/field-errors";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import type { AuditorQuestionDto } from "../../model";
import { askQuestionSchema } from "../../schemas";
import { askAuditorQuestion } from "../view/api";
import { questionText as t } from "../messages";
import { QuestionItem } from "./QuestionItem";
import { AuditorSection } from "../view/AuditorSection";

type AskField = "element" | "question";

export function AuditorAskSection({
  token,
  questions,
  element: preset,
  announce,
  onAsked,
  onRefused,
  onDownload,
}: {
  token: string;
  questions: AuditorQuestionDto[];
  element?: HkzElementNumber;
  announce: (message: string, isError?: boolean) => void;
  onAsked: (question: AuditorQuestionDto) => void;
  onRefused: (error: unknown) => void;
  onDownload: (document: { id: string; name: string }) => void;
}) {
  const [element, setElement] = React.useState<string>(preset ?? "");
  const [question, setQuestion] = React.useState("");
  const [errors, setErrors] = React.useState<Partial<Record<AskField, string>>>({});
  const [busy, setBusy] = React.useState(false);
  const shown = preset ? questions.filter((q) => q.element === preset) : questions;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = askQuestionSchema.safeParse({ element, question });
    if (!parsed.success) {
      const next = fieldErrors<AskField>(parsed.error.issues);
      setErrors(next);
      // The first field with an error gets the keyboard.
      const first = (["element", "question"] as const).find((field) => next[field]);
      document.getElementById(`ask-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    announce(t.sending);
    try {
      onAsked(await askAuditorQuestion(token, parsed.data));
      setQuestion("");
      announce(t.sent);
    } catch (err) {
      if (err instanceof ApiRequestError && err.code.startsWith("auditor_link_")) return onRefused(err);
      announce(errorMessage(err), true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuditorSection id="auditor-vragen" title={t.askTitle} description={t.askDescription}>
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border p-4">
        {!preset && (
          <div className="space-y-1.5">
            <Label htmlFor="ask-element">{t.element}</Label>
            <Select
              id="ask-element"
              className="w-full"
              value={element}
              onChange={(e) => setElement(e.target.value)}
              aria-invalid={Boolean(errors.element)}
              aria-describedby={errors.element ? "ask-element-err" : undefined}
            >
              <option value="">{t.chooseElement}</option>
              {hkzElements.map((el) => (
                <option key={el.number} value={el.number}>
                  {el.number} {el.title}
                </option>
              ))}
            </Select>
            <FieldError id="ask-element-err">{errors.element}</FieldError>
          </div>
        )}
        <div className="space-y-1.5">
          <Label htmlFor="ask-question">{t.question}</Label>
          <Textarea
            id="ask-question"
            rows={3}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            aria-invalid={Boolean(errors.question)}
            aria-describedby={["ask-question-hint", errors.question && "ask-question-err"].filter(Boolean).join(" ")}
          />
          <p id="ask-question-hint" className="text-xs text-muted-foreground">
            {t.questionHint}
          </p>
          <FieldError id="ask-question-err">{errors.question}</FieldError>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t.sending : t.send}
        </Button>
      </form>
      <h3 className="font-semibold">{t.yoursTitle}</h3>
      {shown.length === 0 ? (
        <p className="text-sm italic text-muted-foreground">{t.yoursEmpty}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {shown.map((q) => (
            <QuestionItem
              key={q.id}
              question={q}
              document={
                q.document && (
                  <Button variant="link" className="h-auto p-0" onClick={() => onDownload(q.document!)}>
                    <Download aria-hidden /> {q.document.name}
                  </Button>
                )
              }
            >
              {!q.answer && !q.document && <p className="text-sm italic text-muted-foreground">{t.noAnswerYet}</p>}
            </QuestionItem>
          ))}
        </ul>
      )}
    </AuditorSection>
  );
}
