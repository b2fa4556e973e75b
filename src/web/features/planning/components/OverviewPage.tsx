/** Overzicht (/ for a signed-in member): what is overdue, what is due soon, and recent changes. One API call. */
import { Link } from "@tanstack/react-router";
import { format } from "date-fns/format";
import { ArrowRight } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/session";
import { useOverview } from "../api/overview";
import { messages } from "../messages";
import { CoverageSection } from "./CoverageSection";
import { DueList } from "./DueList";
import { paths } from "../../../../shared/paths";

export function OverviewPage() {
  const { data, error } = useOverview();
  const m = messages.overview;
  const firstName = useMe()?.user.name.split(" ")[0];
  return (
    <>
      <PageHeader title={m.title} description={firstName ? `${m.welcome(firstName)} ${m.description}` : m.description}>
        <Link to={paths.kalender} className={buttonVariants({ variant: "outline" })}>
          {m.toCalendar} <ArrowRight aria-hidden />
        </Link>
      </PageHeader>
      {error ? (
        <Alert variant="destructive">{m.loadFailed}</Alert>
      ) : !data ? (
        <Spinner label="Laden…" />
      ) : (
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.overdue}</CardTitle>
            </CardHeader>
            <CardContent>
              <DueList items={data.overdue} empty={m.overdueEmpty} testId="overdue" />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.soon}</CardTitle>
              <CardDescription>{m.soonDescription}</CardDescription>
            </CardHeader>
            <CardContent>
              <DueList items={data.soon} empty={m.soonEmpty} testId="soon" />
            </CardContent>
          </Card>
          <CoverageSection rows={data.coverage} />
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.recent}</CardTitle>
            </CardHeader>
            <CardContent>
              {data.recent.length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.recentEmpty}</p>
              ) : (
                <ul className="divide-y rounded-md border" data-testid="recent">
                  {data.recent.map((r, i) => (
                    <li key={i} className="flex flex-wrap gap-x-3 px-3 py-2 text-sm">
                      <Link to={r.link} className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere] hover:underline">
                        {r.what}
                      </Link>
                      <span className="text-muted-foreground">
                        {r.action}
                        {m.by(r.who)} op {r.at ? format(new Date(r.at), "dd-MM-yyyy HH:mm") : ""}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </>
  );
}
