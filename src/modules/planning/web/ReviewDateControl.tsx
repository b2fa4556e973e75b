/**
 * 'Herzien vóór' on a topic page: the review date in force (the default, 12 months after the last
 * change, until someone picks one), set in the calendar by an Eigenaar or Bewerker. Clearing the
 * date goes back to the default. The result is announced in the page's one polite live region.
 */
import * as React from "react";
import { CalendarClock } from "lucide-react";
import { DatePicker, formatIsoDate } from "@/components/ui/date-picker";
import { errorMessage } from "@/lib/api";
import { useCan } from "@/lib/session";
import { useReadOnly } from "@/lib/access";
import { useReviewDates, useSetTopicReview } from "./api";
import { messages } from "./messages";

export function ReviewDateControl({ slug, announce }: { slug: string; announce: (message: string) => void }) {
  const { data } = useReviewDates();
  const save = useSetTopicReview(slug);
  const readOnly = useReadOnly();
  const mayEdit = useCan("planning.edit") && !readOnly;
  const [failure, setFailure] = React.useState<string>();
  const review = data?.topic[slug];
  if (!review) return null;

  async function onChange(iso: string) {
    try {
      await save.mutateAsync(iso || null);
      setFailure(undefined);
      announce(iso ? messages.review.saved(formatIsoDate(iso)) : messages.review.reset);
    } catch (e) {
      const text = `${messages.review.saveFailed} ${errorMessage(e)}`;
      setFailure(text);
      announce(text);
    }
  }

  const defaultHint = review.fromApproval ? messages.review.approvedHint : messages.review.defaultHint;
  const hint = !review.defaultOn
    ? messages.review.noContent
    : review.setByHand
      ? `${messages.review.setByHand} ${defaultHint(formatIsoDate(review.defaultOn))}`
      : defaultHint(formatIsoDate(review.defaultOn));

  return (
    <section
      aria-label={messages.review.label}
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border bg-muted/30 px-3 py-2 text-sm"
      data-testid="review-date"
    >
      <CalendarClock aria-hidden className="size-4 text-muted-foreground" />
      <span className="font-medium">{messages.review.label}</span>
      {mayEdit ? (
        <DatePicker
          value={review.reviewOn ?? ""}
          onChange={(iso) => void onChange(iso)}
          label={messages.review.label}
          className="w-auto"
        />
      ) : (
        <span>{review.reviewOn ? formatIsoDate(review.reviewOn) : "—"}</span>
      )}
      <span className="text-muted-foreground">{hint}</span>
      {failure && <span className="w-full text-destructive">{failure}</span>}
    </section>
  );
}
