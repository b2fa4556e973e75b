/**
 * /kwaliteitssysteem/$slug: one KMS topic with its guidance, or the not-found page for an unknown
 * slug. Loaded on demand: the guidance comes with this chunk, never with the signed-out pages.
 */
import { getRouteApi } from "@tanstack/react-router";
import { findTopic } from "../../shared/catalogue";
import { guidanceFor } from "../../shared/guidance";
import { TopicPage } from "../features/kms/components/TopicPage";
import { NotFoundPage } from "../features/shell/NotFoundPage";
import { ReviewDateControl } from "../features/planning/components/ReviewDateControl";

const route = getRouteApi("/main/shell/kwaliteitssysteem/$slug");

export default function KmsRoute() {
  const { slug } = route.useParams();
  const topic = findTopic(slug);
  // key: a fresh page per topic, so sections of the previous topic save and unmount.
  return topic ? (
    <TopicPage
      key={topic.slug}
      topic={topic}
      guidance={guidanceFor(topic.slug)}
      review={(announce) => <ReviewDateControl slug={topic.slug} announce={announce} />}
    />
  ) : (
    <NotFoundPage signedIn />
  );
}
