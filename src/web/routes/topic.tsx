/**
 * /kwaliteitssysteem/$slug: one KMS topic with its guidance, or the not-found page for an unknown
 * slug. Loaded on demand: the guidance comes with this chunk, never with the signed-out pages.
 * Rows of the 4.5 register and goal sets show their Verbeteracties (composed in here, so the KMS
 * and actions features do not import each other); a page on the reading list shows its question.
 */
import { getRouteApi } from "@tanstack/react-router";
import { findTopic } from "@norm/catalogue";
import { guidanceFor } from "@norm/guidance";
import { formatIsoDate } from "@core/shared/dates";
import { MELDINGEN_TABLE } from "@norm/norm-topics";
import type { TableRow } from "@norm/kms-values";
import { TopicPage } from "@modules/kms/web/TopicPage";
import type { SourceLinks } from "@modules/kms/web/source-links";
import { NotFoundPage } from "../features/shell/NotFoundPage";
import { ReviewDateControl } from "@modules/planning/web/ReviewDateControl";
import { ApprovalControl } from "@modules/planning/web/ApprovalControl";
import { TopicReading } from "@modules/reading/web/TopicReading";
import { SourceActions } from "@modules/actions/web/SourceActions";
import { messages as actionTexts } from "@modules/actions/web/messages";
import { shorten } from "@core/shared/text-rules";

const route = getRouteApi("/main/shell/kwaliteitssysteem/$slug");

/** 'Klacht 02-03-2026: Ouder klaagt over…': the name of a register row on its actions. */
function registerRowLabel(row: TableRow, rowNumber: number): string {
  const cell = (key: string) => (typeof row[key] === "string" ? (row[key] as string).trim() : "");
  const what = cell("omschrijving").split("\n")[0]!;
  const head = [cell("type") || actionTexts.links.registerRow, formatIsoDate(cell("datum"))].filter(Boolean).join(" ");
  const label = what ? `${head}: ${what}` : actionTexts.links.registerRowNumber(head, rowNumber);
  return shorten(label, 100);
}

const links: SourceLinks = {
  rows: {
    section: MELDINGEN_TABLE,
    title: actionTexts.links.title,
    render: (row, rowNumber) => <SourceActions kind="register" id={row.id} label={registerRowLabel(row, rowNumber)} />,
  },
  goal: (setId, setNumber) => (
    <section aria-label={actionTexts.links.goalHeading(setNumber)} className="space-y-2">
      <h3 className="font-medium">{actionTexts.links.title}</h3>
      <SourceActions kind="goal" id={setId} label={actionTexts.links.goalLabel(setNumber)} />
    </section>
  ),
};

export default function KmsRoute() {
  const { slug } = route.useParams();
  const topic = findTopic(slug);
  // key: a fresh page per topic, so sections of the previous topic save and unmount.
  return topic ? (
    <TopicPage
      key={topic.slug}
      topic={topic}
      guidance={guidanceFor(topic.slug)}
      after={(announce) => <ApprovalControl slug={topic.slug} announce={announce} />}
      review={(announce) => (
        <>
          <ReviewDateControl slug={topic.slug} announce={announce} />
          <TopicReading slug={topic.slug} announce={announce} />
        </>
      )}
      links={links}
    />
  ) : (
    <NotFoundPage signedIn />
  );
}
