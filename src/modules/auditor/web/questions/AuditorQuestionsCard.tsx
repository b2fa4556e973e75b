/**
 * 'Vragen van de auditor' for members: on the Overzicht the open ones, on an element page all of
 * that element (nothing on either when there are none). An Eigenaar or Bewerker answers, links a document
 * and marks a question done or open again; a Lezer reads.
 */
import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Label, Select, Textarea } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { ResultRegion, useResult } from "@/components/ui/result-region";
import { SectionCard } from "@/components/ui/section-card";
import { errorMessage } from "@/lib/api";
import { useCan } from "@/lib/session";
import type { HkzElementNumber } from "@norm/norm";
import type { AuditorQuestionDto } from "../../model";
import { answerDocumentsQuery, auditorQuestionsQuery, useUpdateQuestion } from "./api";
import { questionText as t } from "../messages";
import { QuestionItem } from "./QuestionItem";

export function AuditorQuestionsCard({
  element,
  onlyOpen = false,
}: {
  element?: HkzElementNumber;
  onlyOpen?: boolean;
}) {
  const { data, error, refetch } = useQuery(auditorQuestionsQuery({ element, status: onlyOpen ? "open" : undefined }));
  const { result, announce } = useResult();
  const canAnswer = useCan("auditor.questions.answer");
  // The Overzicht and an element page show the card only when there is a question (or a failed load) to show.
  if (!error && !data?.length) return null;
  return (
    <SectionCard title={onlyOpen ? t.openTitle(data?.length ?? 0) : t.title} description={t.description}>
      <div className="space-y-3" data-testid="auditor-questions">
        <ResultRegion result={result} testId="auditor-questions-result" />
        {error || !data ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : (
          <ul className="divide-y rounded-md border">
            {data.map((q) => (
              <QuestionItem key={q.id} question={q}>
                {canAnswer && <AnswerForm question={q} announce={announce} />}
              </QuestionItem>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}

function AnswerForm({
  question: q,
  announce,
}: {
  question: AuditorQuestionDto;
  announce: (message: string, isError?: boolean) => void;
}) {
  const update = useUpdateQuestion();
  const [open, setOpen] = React.useState(false);
  const [answer, setAnswer] = React.useState(q.answer);
  const [documentId, setDocumentId] = React.useState(q.document?.id ?? "");
  const documents = useQuery({ ...answerDocumentsQuery, enabled: open });
  const id = `answer-${q.id}`;

  async function change(input: Parameters<typeof update.mutateAsync>[0], done: string) {
    try {
      await update.mutateAsync(input);
      announce(done);
      return true;
    } catch (err) {
      announce(errorMessage(err), true);
      return false;
    }
  }

  async function onSave(e: React.FormEvent) {
    e.preventDefault();
    // The schema (and zod) only when an answer is saved: the Overzicht shows this card.
    const { updateQuestionSchema } = await import("../../schemas");
    const parsed = updateQuestionSchema.safeParse({ answer, documentId: documentId || null });
    if (!parsed.success) return announce(parsed.error.issues[0]!.message, true);
    if (await change({ id: q.id, ...parsed.data }, t.saved)) setOpen(false);
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {t.answerButton}
        </Button>
        {q.status === "open" ? (
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => void change({ id: q.id, status: "done" }, t.markedDone)}
          >
            {t.markDone}
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => void change({ id: q.id, status: "open" }, t.reopened)}
          >
            {t.reopen}
          </Button>
        )}
      </div>
      {open && (
        <form onSubmit={onSave} noValidate className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor={id}>{t.answerFor(q.element)}</Label>
            <Textarea id={id} rows={3} value={answer} onChange={(e) => setAnswer(e.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-document`}>{t.documentFor(q.element)}</Label>
            <Select
              id={`${id}-document`}
              className="w-full"
              value={documentId}
              onChange={(e) => setDocumentId(e.target.value)}
            >
              <option value="">{t.noDocument}</option>
              {q.document &&
                !documents.data?.documents.some((d) => d.id === q.document!.id) &&
                !documents.data?.personnel.some((d) => d.id === q.document!.id) && (
                  <option value={q.document.id}>{q.document.name}</option>
                )}
              {documents.data?.personnel.length ? (
                <>
                  <optgroup label={t.documentsGroup}>
                    {documents.data.documents.map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.name}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={t.personnelGroup}>
                    {documents.data.personnel.map((d) => (
                      <option key={d.id} value={d.id}>
                        {t.personnelOption(d.person, d.name)}
                      </option>
                    ))}
                  </optgroup>
                </>
              ) : (
                documents.data?.documents.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))
              )}
            </Select>
          </div>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {t.save}
          </Button>
        </form>
      )}
    </div>
  );
}
