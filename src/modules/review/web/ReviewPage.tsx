/**
 * /verbeteren/organisatiebeoordeling 'Organisatiebeoordeling': an Eigenaar picks a year and presses
 * 'Organisatiebeoordeling opstellen'; the draft's figures show, and the owner writes conclusions and
 * new goals and saves them as a new version (every version is kept, the newest of each year goes
 * into the handbook). Every member sees the saved versions. The sections are rendered by the route
 * layer's renderer (the handbook's), so the page shows them as the handbook does.
 */
import * as React from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, Label, Select, Textarea } from "@/components/ui/input";
import { PageHeader, RelatedPage } from "@/components/ui/page";
import { paths } from "@core/shared/paths";
import { ResultRegion, useResult, type Announce } from "@/components/ui/result-region";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { useCan } from "@/lib/session";
import { formatDateNl } from "@core/shared/format-date";
import type { HandbookSection } from "@modules/handbook/model";
import { reviewLimits, savedReviewSections, type ReviewVersionDto, type SavedReviewDto } from "../model";
import { saveReviewSchema } from "../schemas";
import { parsePlainText } from "@norm/plain-text";
import { newestOfYearQuery, reviewDraftQuery, reviewQuery, reviewVersionsQuery, useSaveReview } from "./api";
import { reviewPageText as t } from "./messages";
import { LoadError } from "@/components/ui/load-error";

/** The sections' titles are headings of `level` (below the heading they sit under). */
export type RenderSections = (sections: HandbookSection[], level: 3 | 4) => React.ReactNode;
/** A saved version's Verbeteracties (the actions feature's, composed in by the route layer). */
export type RenderActions = (version: ReviewVersionDto) => React.ReactNode;

export function ReviewPage({
  renderSections,
  renderActions,
}: {
  renderSections: RenderSections;
  renderActions?: RenderActions;
}) {
  const canManage = useCan("review.manage");
  const { result, announce } = useResult();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <RelatedPage {...t.related} to={paths.kwaliteitssysteem("organisatiebeoordeling")} />
      <ResultRegion result={result} testId="review-result" />
      <div className="space-y-6">
        {canManage ? <DraftCard announce={announce} renderSections={renderSections} /> : <Alert>{t.ownerOnly}</Alert>}
        <VersionsCard renderSections={renderSections} renderActions={renderActions} />
      </div>
    </>
  );
}

const thisYear = () => new Date().getFullYear();

function DraftCard({ announce, renderSections }: { announce: Announce; renderSections: RenderSections }) {
  const [year, setYear] = React.useState(thisYear);
  const [drafting, setDrafting] = React.useState<number>();
  const years = Array.from({ length: 6 }, (_, i) => thisYear() - i);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.draft}</CardTitle>
        <CardDescription>{t.draftHint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <Label htmlFor="review-year">{t.year}</Label>
            <Select id="review-year" value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          </div>
          <Button type="button" onClick={() => setDrafting(year)}>
            {t.draft}
          </Button>
        </div>
        {drafting !== undefined && (
          <Draft key={drafting} year={drafting} announce={announce} renderSections={renderSections} />
        )}
      </CardContent>
    </Card>
  );
}

function Draft({
  year,
  announce,
  renderSections,
}: {
  year: number;
  announce: Announce;
  renderSections: RenderSections;
}) {
  const newest = useQuery(newestOfYearQuery(year));
  if (newest.isPending) return <Spinner label={t.drafting} />;
  if (newest.isError) return <LoadError error={newest.error} onRetry={newest.refetch} />;
  return <DraftBody year={year} startId={newest.data?.id} announce={announce} renderSections={renderSections} />;
}

/** The draft with the form, filled from the year's newest version as it was when the draft opened. */
function DraftBody({
  year,
  startId,
  announce,
  renderSections,
}: {
  year: number;
  startId: string | undefined;
  announce: Announce;
  renderSections: RenderSections;
}) {
  const [latestId] = React.useState(startId);
  const draft = useQuery(reviewDraftQuery(year));
  const latest = useQuery({ ...reviewQuery(latestId ?? ""), enabled: Boolean(latestId) });
  if (draft.isPending || (latestId && latest.isPending)) return <Spinner label={t.drafting} />;
  if (draft.isError) return <LoadError error={draft.error} onRetry={draft.refetch} />;
  return (
    <section aria-labelledby="review-draft-heading" className="space-y-4" data-testid="review-draft">
      <h3 id="review-draft-heading" className="text-lg font-semibold">
        {t.draftHeading(year)}
      </h3>
      {renderSections(draft.data.sections, 4)}
      <ReviewForm year={year} latest={latestId ? latest.data : undefined} announce={announce} />
    </section>
  );
}

/** The owner's two texts, in this order: their field, size and bound. */
const noteFields = {
  conclusions: {
    id: "review-conclusions",
    label: t.conclusions,
    hint: t.conclusionsHint,
    rows: 8,
    maxLength: reviewLimits.conclusionsMax,
  },
  newGoals: {
    id: "review-new-goals",
    label: t.newGoals,
    hint: t.newGoalsHint,
    rows: 5,
    maxLength: reviewLimits.newGoalsMax,
  },
};
type NoteName = keyof typeof noteFields;
const noteNames = Object.keys(noteFields) as NoteName[];

function ReviewForm({ year, latest, announce }: { year: number; latest?: SavedReviewDto; announce: Announce }) {
  const [baseVersion, setBaseVersion] = React.useState(latest?.version ?? 0);
  const save = useSaveReview((saved) => {
    setBaseVersion(saved.version);
    announce(t.saved(saved.version));
  });
  const [notes, setNotes] = React.useState<Record<NoteName, string>>({
    conclusions: latest?.conclusions ?? "",
    newGoals: latest?.newGoals ?? "",
  });
  const [error, setError] = React.useState<string>();

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = saveReviewSchema.safeParse({ year, baseVersion, ...notes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, { onError: (err) => announce(errorMessage(err), true) });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {noteNames.map((name) => (
        <NotesField
          key={name}
          {...noteFields[name]}
          value={notes[name]}
          onChange={(text) => setNotes((n) => ({ ...n, [name]: text }))}
        />
      ))}
      <FieldError id="review-error">{error}</FieldError>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}

/** One of the owner's texts: its hint between label and field, read out with the field. */
function NotesField({
  id,
  label,
  hint,
  rows,
  value,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  rows: number;
  value: string;
  maxLength: number;
  onChange(value: string): void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function VersionsCard({
  renderSections,
  renderActions,
}: {
  renderSections: RenderSections;
  renderActions?: RenderActions;
}) {
  const versions = useInfiniteQuery(reviewVersionsQuery);
  const list = versions.data?.pages.flatMap((p) => p.versions) ?? [];
  const [open, setOpen] = React.useState<string>();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.versions}</CardTitle>
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <Spinner label={t.loading} />
        ) : versions.isError ? (
          <LoadError error={versions.error} onRetry={versions.refetch} />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noVersions}</p>
        ) : (
          <ul className="space-y-3">
            {list.map((v) => (
              <li key={v.id} className="rounded-md border p-3" data-testid="review-version">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p>
                    <span className="font-medium">{t.versionLine(v.year, v.version)}</span>{" "}
                    <span className="text-sm text-muted-foreground">
                      {t.savedBy(formatDateNl(new Date(v.savedAt)), v.savedBy)}
                    </span>
                  </p>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-expanded={open === v.id}
                    aria-label={`${open === v.id ? t.hide : t.show}: ${t.versionLine(v.year, v.version)}`}
                    onClick={() => setOpen(open === v.id ? undefined : v.id)}
                  >
                    {open === v.id ? t.hide : t.show}
                  </Button>
                </div>
                {open === v.id && (
                  <>
                    <SavedVersion id={v.id} renderSections={renderSections} />
                    {renderActions && (
                      <div className="mt-4 space-y-2">
                        <h3 className="text-base font-semibold">{t.actions}</h3>
                        {renderActions(v)}
                      </div>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        <LoadMore pages={versions} label={t.more} loading={t.loading} className="mt-3" />
      </CardContent>
    </Card>
  );
}

function SavedVersion({ id, renderSections }: { id: string; renderSections: RenderSections }) {
  const review = useQuery(reviewQuery(id));
  if (review.isPending) return <Spinner label={t.loading} />;
  if (review.isError) return <LoadError error={review.error} onRetry={review.refetch} />;
  return <div className="mt-4 space-y-4">{renderSections(savedReviewSections(review.data, parsePlainText), 3)}</div>;
}
