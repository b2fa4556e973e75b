/**
 * One question of the auditor as both sides see it: the element, who asked when, the question, and
 * the answer with its linked document. `actions` adds what the viewer may do (download, answer).
 */
import type * as React from "react";
import { cn } from "@/lib/utils";
import { formatDateTimeNl } from "@core/shared/format-date";
import { hkzElement } from "@norm/norm";
import { questionMessages } from "../../messages";
import { type AuditorQuestionDto } from "../../model";
import { questionText as t } from "../messages";

export function QuestionItem({
  question: q,
  document,
  children,
}: {
  question: AuditorQuestionDto;
  /** How the linked document shows: a name, or a button that downloads it. */
  document?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <li className="space-y-2 px-4 py-3" data-testid="auditor-question">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{t.elementLabel(q.element, hkzElement(q.element).title)}</p>
        <span
          className={cn(
            "rounded-full border px-2 text-xs",
            q.status === "open" ? "font-semibold" : "text-muted-foreground",
          )}
        >
          {questionMessages.statusNames[q.status]}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{t.askedBy(q.auditorName, formatDateTimeNl(q.askedAt))}</p>
      <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{q.question}</p>
      {(q.answer || q.document) && (
        <div className="space-y-1 rounded-md bg-muted/50 p-3 text-sm">
          <p className="font-medium">{t.answer}</p>
          {q.answer && <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{q.answer}</p>}
          {q.document && (
            <p>
              {t.document}: {document ?? q.document.name}
            </p>
          )}
          {q.answeredBy && q.answeredAt && (
            <p className="text-muted-foreground">{t.answeredBy(q.answeredBy, formatDateTimeNl(q.answeredAt))}</p>
          )}
        </div>
      )}
      {children}
    </li>
  );
}
