/** One generic page that renders any Kwaliteitssysteem topic from the catalogue. */
import * as React from "react";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { neighbours, verbeterenPageFor, type Topic } from "@norm/catalogue";
import { Alert } from "@/components/ui/alert";
import { PageHeader, RelatedPage } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { buttonVariants } from "@/components/ui/button";
import { useKmsLive, useKmsStore } from "./api";
import { useReadOnly } from "@/lib/access";
import { ReadOnlyContext } from "./read-only";
import type { KmsStore } from "./sync/kms-store";
import { EvaluationSection } from "./EvaluationSection";
import { GoalSetsSection } from "./GoalSetsSection";
import { TableSection } from "./TableSection";
import { TextSection } from "./TextSection";
import { LiveRegionProvider, useAnnounce } from "./live-region";
import { DateSection } from "./DateSection";
import { GuidancePanel } from "./GuidancePanel";
import type { TopicGuidance } from "@norm/guidance";
import { paths, patterns } from "@core/shared/paths";
import { SourceLinksContext, type SourceLinks } from "./source-links";
import { messages } from "./messages";

/**
 * `review`: the topic's 'Herzien vóór' control, composed in by the route (routes/topic.tsx); it gets
 * the page's one polite live region to announce its results. `guidance`: the help panel's content.
 */
export function TopicPage({
  topic,
  guidance,
  review,
  after,
  links = noLinks,
}: {
  topic: Topic;
  guidance?: TopicGuidance;
  review?: (announce: (message: string) => void) => React.ReactNode;
  /**
   * Below the sections, once they are shown: 'Vaststellen' (composed in by the route), after
   * reading, where its changes never push the page's fields down.
   */
  after?: (announce: (message: string) => void) => React.ReactNode;
  /** What the route adds beside rows and goal sets (their Verbeteracties). */
  links?: SourceLinks;
}) {
  const { store: loaded, error } = useKmsStore();
  useKmsLive(loaded);
  // The sections (editors, tables) are most of the page's work: when the values first arrive they
  // render in the background, in slices between which the browser may paint and answer the user,
  // not in one long task (the spinner stays until they are ready).
  const store = React.useDeferredValue(loaded);
  const readOnly = useReadOnly();
  return (
    <LiveRegionProvider>
      <article>
        <PageHeader title={topic.title} description={topic.intro} />
        <Related slug={topic.slug} />
        {review && <ReviewSlot render={review} />}
        {guidance && <GuidancePanel topic={topic} guidance={guidance} store={store ?? undefined} />}
        {readOnly && (
          <Alert variant="warning" className="mb-6">
            {readOnly.message}{" "}
            {readOnly.kind === "subscription" && (
              <Link to={paths.abonnement} className="font-medium underline">
                {messages.topic.toSubscription}
              </Link>
            )}
          </Alert>
        )}
        {error ? (
          <Alert variant="destructive">{messages.topic.loadFailed}</Alert>
        ) : !store ? (
          <Spinner label={messages.topic.loading} />
        ) : (
          <ReadOnlyContext.Provider value={Boolean(readOnly)}>
            <SourceLinksContext.Provider value={links}>
              <div className="space-y-8">
                {topic.sections.map((section, i) => (
                  <SectionView key={i} store={store} topic={topic} section={section} />
                ))}
              </div>
            </SourceLinksContext.Provider>
          </ReadOnlyContext.Provider>
        )}
        {store && after ? (
          <div className="mt-8">
            <ReviewSlot render={after} />
          </div>
        ) : null}
        {/* Not under the spinner: the sections arriving would push it down (a layout shift on every visit). */}
        {store || error ? <PrevNext slug={topic.slug} /> : null}
      </article>
    </LiveRegionProvider>
  );
}

const noLinks: SourceLinks = {};

function ReviewSlot({ render }: { render: (announce: (message: string) => void) => React.ReactNode }) {
  const announce = useAnnounce();
  return render(announce);
}

function SectionView({ store, topic, section }: { store: KmsStore; topic: Topic; section: Topic["sections"][number] }) {
  switch (section.kind) {
    case "text":
      if (section.date)
        return (
          <DateSection key={section.name} store={store} name={section.name} title={section.title ?? topic.title} />
        );
      return (
        <TextSection
          key={section.name}
          store={store}
          name={section.name}
          title={section.title}
          label={section.title ?? topic.title}
          rows={section.rows}
          suggestions={section.suggestions}
        />
      );
    case "table":
      return (
        <TableSection
          key={section.name}
          store={store}
          name={section.name}
          title={section.title}
          label={section.title ?? topic.title}
          columns={section.columns}
        />
      );
    case "goalSets":
      return <GoalSetsSection store={store} />;
    case "evaluation":
      return <EvaluationSection store={store} title={section.title ?? messages.topic.evaluationTitle} />;
  }
}

function PrevNext({ slug }: { slug: string }) {
  const { previous, next } = neighbours(slug);
  return (
    <nav aria-label={messages.topic.prevNext} className="mt-10 flex justify-between gap-4 border-t pt-6">
      {previous ? (
        <Link
          to={patterns.kwaliteitssysteem}
          params={{ slug: previous.slug }}
          className={buttonVariants({ variant: "outline" })}
          aria-label={messages.topic.previousLabel(previous.title)}
        >
          <ArrowLeft /> {messages.topic.previous}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link
          to={patterns.kwaliteitssysteem}
          params={{ slug: next.slug }}
          className={buttonVariants({ variant: "outline" })}
          aria-label={messages.topic.nextLabel(next.title)}
        >
          {messages.topic.next} <ArrowRight />
        </Link>
      )}
    </nav>
  );
}

/** The Verbeteren page that works on this topic's subject, named and linked. */
function Related({ slug }: { slug: string }) {
  const page = verbeterenPageFor(slug);
  const text = messages.topic.related[slug];
  if (!page || !text) return null;
  return <RelatedPage before={text.before} to={page.url} label={page.title} after={text.after} />;
}
