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
import { hkzElements, type HkzElementNumber } from "../../../../shared/norm";
import type { AuditorQuestionDto } from "../../../../shared/auditor-questions";
import { askQuestionSchema } from "../../../../shared/auditor-question-schemas";
import { askAuditorQuestion } from "../view/api";
import { questionText as t } from "../messages";
import { QuestionItem } from "./QuestionItem";

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
  const [error, setError] = React.useState<{ field: "element" | "question"; message: string }>();
  const [busy, setBusy] = React.useState(false);
  const shown = preset ? questions.filter((q) => q.element === preset) : questions;

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = askQuestionSchema.safeParse({ element, question });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0] === "element" ? "element" : "question";
      setError({ field, message: issue.message });
      document.getElementById(`ask-${field}`)?.focus();
      return;
    }
    setError(undefined);
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
    <section aria-labelledby="auditor-vragen" className="space-y-4 print:hidden">
      <div className="space-y-1">
        <h2 id="auditor-vragen" className="text-xl font-semibold">
          {t.askTitle}
        </h2>
        <p className="text-muted-foreground">{t.askDescription}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border p-4">
        {!preset && (
          <div className="space-y-1.5">
            <Label htmlFor="ask-element">{t.element}</Label>
            <Select
              id="ask-element"
              className="w-full"
              value={element}
              onChange={(e) => setElement(e.target.value)}
              aria-invalid={error?.field === "element"}
              aria-describedby={error?.field === "element" ? "ask-element-err" : undefined}
            >
              <option value="">{t.chooseElement}</option>
              {hkzElements.map((el) => (
                <option key={el.number} value={el.number}>
                  {el.number} {el.title}
                </option>
              ))}
            </Select>
            <FieldError id="ask-element-err">{error?.field === "element" ? error.message : undefined}</FieldError>
          </div>
        )}
        <div className="space-y-1.5">
          <Label htmlFor="ask-question">{t.question}</Label>
          <Textarea
            id="ask-question"
            rows={3}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            aria-invalid={error?.field === "question"}
            aria-describedby={["ask-question-hint", error?.field === "question" && "ask-question-err"]
              .filter(Boolean)
              .join(" ")}
          />
          <p id="ask-question-hint" className="text-xs text-muted-foreground">
            {t.questionHint}
          </p>
          <FieldError id="ask-question-err">{error?.field === "question" ? error.message : undefined}</FieldError>
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
    </section>
  );
}
