/** The caller's 'Te lezen': on the Leesbevestigingen page and on the Overzicht. */
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@core/shared/paths";
import { LoadError } from "@/components/ui/load-error";
import { toReadQuery } from "./api";
import { readingText as t } from "./messages";

export function ToReadList() {
  const mine = useQuery(toReadQuery);
  if (mine.isPending) return <Spinner label={t.loading} />;
  if (mine.isError) return <LoadError error={mine.error} onRetry={mine.refetch} />;
  if (mine.data.toRead.length === 0) return <p className="text-sm text-muted-foreground">{t.toReadEmpty}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm">{t.toReadCount(mine.data.toRead.length)}</p>
      <ul className="list-disc space-y-1 pl-5" data-testid="to-read">
        {mine.data.toRead.map((item) => (
          <li key={item.id}>
            <Link to={item.link} className="underline underline-offset-4">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** On the Overzicht: only when there is something to read. */
export function ToReadCard() {
  const mine = useQuery(toReadQuery);
  if (!mine.data || mine.data.toRead.length === 0) return null;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">{t.overviewTitle}</CardTitle>
        <Link to={paths.leesbevestigingen} className="text-sm underline underline-offset-4">
          {t.overviewAll}
        </Link>
      </CardHeader>
      <CardContent>
        <ToReadList />
      </CardContent>
    </Card>
  );
}
