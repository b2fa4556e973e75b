/** A document's 'Herzien vóór' in the file list: a date picker for editors, the date for readers. */
import * as React from "react";
import { DatePicker, formatIsoDate } from "@/components/ui/date-picker";
import { errorMessage } from "@/lib/api";
import type { ReviewDateDto } from "../../../../shared/planning";
import { useSetDocumentReview } from "../api/review-dates";
import { messages } from "../messages";

export function ReviewDateCell({
  fileId,
  fileName,
  review,
  canEdit,
}: {
  fileId: string;
  fileName: string;
  review: ReviewDateDto | undefined;
  canEdit: boolean;
}) {
  const save = useSetDocumentReview();
  const [result, setResult] = React.useState<{ text: string; failed: boolean }>();
  if (!review?.reviewOn) return null;
  if (!canEdit) return <span className="tabular-nums">{formatIsoDate(review.reviewOn)}</span>;

  async function onChange(iso: string) {
    try {
      await save.mutateAsync({ id: fileId, reviewOn: iso || null });
      setResult({ text: messages.reviewSaved(fileName, iso ? formatIsoDate(iso) : undefined), failed: false });
    } catch (e) {
      setResult({ text: errorMessage(e), failed: true });
    }
  }

  return (
    <>
      <DatePicker
        value={review.reviewOn}
        onChange={(iso) => void onChange(iso)}
        label={messages.reviewLabel(fileName)}
        className="w-auto min-w-36"
      />
      <span role="status" aria-live="polite" className={result?.failed ? "block text-xs text-destructive" : "sr-only"}>
        {result?.text}
      </span>
    </>
  );
}
