/**
 * /leesbevestigingen: the caller's 'Te lezen'; for an Eigenaar also 'Laten lezen', what the team
 * is asked to read with its progress, the overview per member and the CSV.
 */
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page";
import { ResultRegion, useResult } from "@/components/ui/result-region";
import { Spinner } from "@/components/ui/spinner";
import { LoadError } from "@/components/ui/load-error";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";
import { useCan } from "@/lib/session";
import { paths } from "@core/shared/paths";
import { readingMessages } from "../messages";
import { type ReadingItemDto, type ReadingPersonDto } from "../model";
import { readingCsvUrl, readingItemsQuery, readingPeopleQuery } from "./api";
import { MarkCard } from "./MarkCard";
import { ToReadList } from "./ToReadList";
import { readingText as t } from "./messages";
import { formatDateTimeNl } from "@core/shared/format-date";

export function ReadingPage() {
  const owner = useCan("reading.manage");
  const items = useQuery(readingItemsQuery);
  const { result, announce } = useResult();
  return (
    <>
      <PageHeader title={t.title} description={owner ? t.description : t.memberDescription} />
      <ResultRegion result={result} testId="reading-result" />
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t.toRead}</CardTitle>
          </CardHeader>
          <CardContent>
            <ToReadList />
          </CardContent>
        </Card>
        {owner && <MarkCard announce={announce} />}
        {owner &&
          (items.isPending ? (
            <Spinner label={t.loading} />
          ) : items.isError ? (
            <LoadError error={items.error} onRetry={items.refetch} />
          ) : (
            <ItemsCard items={items.data.items} />
          ))}
        {owner && <PeopleCard />}
      </div>
    </>
  );
}

function ItemsCard({ items }: { items: ReadingItemDto[] }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">{t.listTitle}</CardTitle>
        <Button asChild variant="outline">
          <a href={readingCsvUrl()} download>
            <Download aria-hidden /> {t.csv}
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.listEmpty}</p>
        ) : (
          <ul className="divide-y" data-testid="reading-items">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <Link to={paths.leesvraag(item.id)} className="font-medium underline-offset-4 hover:underline">
                  {item.subject.title}
                </Link>
                <span className="text-sm">
                  {t.progress(item.counts.read, item.counts.asked - item.counts.notApplicable)}
                  {item.counts.notApplicable > 0 && ` · ${t.notApplicableCount(item.counts.notApplicable)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type PersonItem = { person: ReadingPersonDto; item: ReadingPersonDto["items"][number] };

const personColumns: RecordColumn<PersonItem>[] = [
  { title: t.member, cell: ({ person }) => person.name, className: "break-words" },
  { title: t.item, cell: ({ item }) => item.title, className: "break-words" },
  { title: t.status, cell: ({ item }) => readingMessages.status[item.status] },
  { title: t.date, cell: ({ item }) => (item.at ? formatDateTimeNl(item.at) : ""), className: "whitespace-nowrap" },
];

function PeopleCard() {
  const people = useQuery(readingPeopleQuery);
  if (!people.data || people.data.people.every((p) => p.items.length === 0)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.perMember}</CardTitle>
      </CardHeader>
      <CardContent>
        <RecordTable
          label={t.perMember}
          columns={personColumns}
          rows={people.data.people.flatMap((p) => p.items.map((item) => ({ person: p, item })))}
          rowKey={({ person, item }) => `${person.userId}:${item.itemId}`}
        />
      </CardContent>
    </Card>
  );
}
