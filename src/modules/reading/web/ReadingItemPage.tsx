/**
 * /leesbevestigingen/$itemId: one page or document to read. The member answers; whoever may change it
 * asks to read a new version; an Eigenaar sees who read which version when, and may stop asking.
 */
import { Link, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page";
import { ResultRegion, useResult, type Announce } from "@/components/ui/result-region";
import { Spinner } from "@/components/ui/spinner";
import { LoadError } from "@/components/ui/load-error";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";
import { Alert } from "@/components/ui/alert";
import { errorMessage } from "@/lib/api";
import { useCan } from "@/lib/session";
import { formatDateTimeNl } from "@core/shared/format-date";
import { paths } from "@core/shared/paths";
import { readingMessages } from "../messages";
import { type ReadingMemberRowDto } from "../model";
import { readingItemQuery, useStopReading } from "./api";
import { AnswerCard } from "./AnswerCard";
import { DocumentVersionCard, TopicVersionCard } from "./VersionCard";
import { readingText as t } from "./messages";

export function ReadingItemPage({ itemId }: { itemId: string }) {
  const item = useQuery(readingItemQuery(itemId));
  const { result, announce } = useResult();
  const mayEditPages = useCan("kms.edit");
  const mayUpload = useCan("documents.upload");
  if (item.isPending) return <Spinner label={t.loading} />;
  if (item.isError) return <LoadError error={item.error} onRetry={item.refetch} />;
  const data = item.data;
  return (
    <>
      <PageHeader title={t.pageTitle(data.subject.title)} description={t.askedVersion(data.version.label)} />
      <ResultRegion result={result} testId="reading-result" />
      <div className="space-y-6">
        <p>
          <Link to={data.subject.link} className="underline underline-offset-4">
            {t.openSubject}
          </Link>
        </p>
        {data.mine.applies ? <AnswerCard item={data} announce={announce} /> : <Alert>{t.notForYou}</Alert>}
        {data.subject.kind === "topic" && mayEditPages && <TopicVersionCard item={data} announce={announce} />}
        {data.subject.kind === "document" && mayUpload && <DocumentVersionCard item={data} announce={announce} />}
        {data.people && <PeopleCard itemId={data.id} people={data.people} announce={announce} />}
      </div>
    </>
  );
}

const memberColumns: RecordColumn<ReadingMemberRowDto>[] = [
  { title: t.member, cell: (p) => p.name, className: "break-words" },
  { title: t.status, cell: (p) => readingMessages.status[p.status] },
  { title: t.version, cell: (p) => p.version ?? "", className: "break-words" },
  { title: t.date, cell: (p) => (p.at ? formatDateTimeNl(p.at) : ""), className: "whitespace-nowrap" },
  { title: t.reason, cell: (p) => p.reason ?? "", className: "break-words" },
];

function PeopleCard({
  itemId,
  people,
  announce,
}: {
  itemId: string;
  people: ReadingMemberRowDto[];
  announce: Announce;
}) {
  const stop = useStopReading(itemId);
  const navigate = useNavigate();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.whoRead}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <RecordTable
          label={t.whoRead}
          testId="reading-people"
          columns={memberColumns}
          rows={people}
          rowKey={(p) => p.userId}
        />
        <Button
          variant="outline"
          disabled={stop.isPending}
          onClick={() =>
            stop.mutate(undefined, {
              onSuccess: () => {
                announce(t.stopped);
                void navigate({ to: paths.leesbevestigingen });
              },
              onError: (err) => announce(errorMessage(err), true),
            })
          }
        >
          {t.stop}
        </Button>
      </CardContent>
    </Card>
  );
}
