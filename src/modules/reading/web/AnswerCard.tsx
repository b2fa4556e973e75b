/**
 * 'Gelezen en begrepen' or 'Niet van toepassing voor mij' with a short reason, for the current
 * version. Nothing is chosen beforehand: a confirmation is the reader's own choice. After it is
 * saved the focus goes to the answer's heading, where the new status is read out.
 */
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label, Textarea } from "@/components/ui/input";
import type { Announce } from "@/components/ui/result-region";
import { errorMessage } from "@/lib/api";
import { readingMessages } from "../messages";
import { type ReadingAnswer, type ReadingItemDto } from "../model";
import { useConfirmReading } from "./api";
import { readingText as t } from "./messages";

export function AnswerCard({ item, announce }: { item: ReadingItemDto; announce: Announce }) {
  const confirm = useConfirmReading(item.id);
  const [answer, setAnswer] = React.useState<ReadingAnswer | null>(null);
  const [reason, setReason] = React.useState("");
  const [missing, setMissing] = React.useState(false);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const firstChoice = React.useRef<HTMLInputElement>(null);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (answer === null) {
      setMissing(true);
      firstChoice.current?.focus();
      return;
    }
    confirm.mutate(answer === "read" ? { answer } : { answer, reason }, {
      onSuccess: () => {
        announce(t.confirmed);
        heading.current?.focus();
      },
      onError: (err) => announce(errorMessage(err), true),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" ref={heading} tabIndex={-1} className="outline-none focus-visible:ring-2">
          {t.yourAnswer}
        </CardTitle>
        <CardDescription data-testid="reading-my-status">
          {t.yourStatus(readingMessages.status[item.mine.status])}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4">
          <fieldset className="space-y-2" aria-describedby={missing ? "reading-answer-missing" : undefined}>
            <legend className="sr-only">{t.yourAnswer}</legend>
            {(["read", "not_applicable"] as const).map((value, i) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  ref={i === 0 ? firstChoice : undefined}
                  type="radio"
                  name="reading-answer"
                  value={value}
                  checked={answer === value}
                  aria-invalid={missing || undefined}
                  onChange={() => {
                    setAnswer(value);
                    setMissing(false);
                  }}
                />
                {value === "read" ? t.readAndUnderstood : t.notApplicable}
              </label>
            ))}
          </fieldset>
          {missing && (
            <p id="reading-answer-missing" role="alert" className="text-sm font-medium text-destructive">
              {readingMessages.chooseAnswer}
            </p>
          )}
          {answer === "not_applicable" && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="reading-reason">{t.reasonLabel}</Label>
              <Textarea
                id="reading-reason"
                value={reason}
                maxLength={500}
                rows={2}
                required
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          )}
          <Button type="submit" disabled={confirm.isPending}>
            {t.confirm}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
