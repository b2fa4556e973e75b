/**
 * On a topic page that is on the reading list: the member's own question ('Te lezen', with a link to
 * answer) and, for whoever may edit the page, 'Opnieuw laten lezen' after a real change.
 */
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import type { Announce } from "@/components/ui/result-region";
import { useCan } from "@/lib/session";
import { paths } from "@core/shared/paths";
import { subjectReadingQuery } from "./api";
import { RereadButton } from "./VersionCard";
import { readingText as t } from "./messages";

export function TopicReading({ slug, announce }: { slug: string; announce: Announce }) {
  const found = useQuery(subjectReadingQuery("topic", slug));
  const mayEdit = useCan("kms.edit");
  const item = found.data?.item;
  if (!item) return null;
  const open = item.mine.applies && (item.mine.status === "open" || item.mine.status === "outdated");
  if (!open && !mayEdit) return null;
  return (
    <Alert data-testid="topic-reading">
      <div className="flex flex-wrap items-center gap-3">
        {item.mine.applies && <span>{open ? t.bannerToRead : t.bannerDone}</span>}
        <Link to={paths.leesvraag(item.id)} className="underline underline-offset-4">
          {t.bannerLink}
        </Link>
        {mayEdit && <RereadButton itemId={item.id} announce={announce} />}
      </div>
    </Alert>
  );
}
