/**
 * /verbeteren/organisatiebeoordeling: the review page, with its sections shown by the handbook's
 * renderer and each saved version's Verbeteracties by the actions feature.
 */
import { ReviewPage } from "@modules/review/web/ReviewPage";
import { Section } from "@modules/handbook/web/HandbookDocument";
import { SourceActions } from "@modules/actions/web/SourceActions";
import { reviewPageText } from "@modules/review/web/messages";

export default function ReviewRoute() {
  return (
    <ReviewPage
      renderSections={(sections, level) => (
        <div className="space-y-6">
          {sections.map((section, i) => (
            <Section key={i} section={section} label={section.title ?? reviewPageText.tableLabel} level={level} />
          ))}
        </div>
      )}
      renderActions={(v) => (
        <SourceActions kind="review" id={v.id} label={reviewPageText.actionLabel(v.year, v.version)} />
      )}
    />
  );
}
