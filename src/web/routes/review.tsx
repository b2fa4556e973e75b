/** /verbeteren/organisatiebeoordeling: the review page, with its sections shown by the handbook's renderer. */
import { ReviewPage } from "../features/review/ReviewPage";
import { Section } from "../features/handbook/HandbookDocument";
import { reviewPageText } from "../features/review/messages";

export default function ReviewRoute() {
  return (
    <ReviewPage
      renderSections={(sections) => (
        <div className="space-y-6">
          {sections.map((section, i) => (
            <Section key={i} section={section} label={reviewPageText.tableLabel} />
          ))}
        </div>
      )}
    />
  );
}
