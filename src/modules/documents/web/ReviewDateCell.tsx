/** A document's 'Herzien vóór' in the file list: a date picker for editors, the date for readers. */
import * as React from "react";
import { DatePicker, formatIsoDate } from "@/components/ui/date-picker";
import { errorMessage } from "@/lib/api";
import type { ReviewDateDto } from "@modules/planning/model";
import { useSetDocumentReview } from "./api";
import { messages } from "./messages";

export function ReviewDateCell({
  fileId,
  fileName,
  review,
  canEdit,
  onSaved,
}: {
  fileId: string;
  fileName: string;
  review: ReviewDateDto | undefined;
  canEdit: boolean;
  /** The news for the page's polite status line. */
  onSaved: (text: string) => void;
}) {
  const save = useSetDocumentReview();
  const [failure, setFailure] = React.useState<string>();
  if (!review?.reviewOn) return null;
  if (!canEdit) return <span className="tabular-nums">{formatIsoDate(review.reviewOn)}</span>;

  async function onChange(iso: string) {
    try {
      await save.mutateAsync({ id: fileId, reviewOn: iso || null });
      setFailure(undefined);
      onSaved(messages.reviewSaved(fileName, iso ? formatIsoDate(iso) : undefined));
    } catch (e) {
      setFailure(errorMessage(e));
      onSaved(errorMessage(e));
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
      {failure && <span className="block text-xs text-destructive">{failure}</span>}
    </>
  );
}
