/**
 * /auditor#<token>: the auditor's read-only page, outside the app shell and without an account. It
 * reads the token from the URL fragment (which the browser never sends to a server), shows the
 * handbook (rendered by the route layer, so this feature does not import the handbook feature) and
 * the documents per category, each downloadable. A link that cannot be used gets a Dutch page.
 */
import * as React from "react";
import { Download, Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ResultRegion, useResult } from "@/components/ui/result-region";
import { Spinner } from "@/components/ui/spinner";
import { RecordTable, type RecordColumn } from "@/components/ui/record-table";
import { ApiRequestError } from "@/lib/api";
import { mainId, usePageTitle } from "@/lib/a11y";
import { formatDateNl } from "@core/shared/format-date";
import { documentCategories } from "@norm/catalogue";
import type { AuditorDocumentDto, AuditorViewDto } from "../../model";
import type { Handbook } from "@modules/handbook/model";
import type { ApiErrorCode } from "@core/shared/errors";
import { downloadAuditorDocument, loadAuditorView, tokenFromLocation } from "./api";
import { auditorText as t } from "../messages";
import { AuditorAskSection } from "../questions/AuditorAskSection";
import type { AuditorQuestionDto } from "../../model";
import type { HkzElementNumber } from "@norm/norm";
import { AuditorElements, type RenderDossier } from "./AuditorElements";
import { useAuditorDownload } from "./use-download";
import { AuditorSection } from "./AuditorSection";
import { AuditorPersonnel } from "./AuditorPersonnel";

type Refusal = keyof typeof t.refusedTitles;
type State =
  { kind: "loading" } | { kind: "open"; view: AuditorViewDto } | { kind: "refused"; refusal: Refusal; message: string };

const refusalOf: Partial<Record<ApiErrorCode, Refusal>> = {
  auditor_link_missing: "missing",
  auditor_link_unknown: "unknown",
  auditor_link_expired: "expired",
  auditor_link_revoked: "revoked",
  rate_limited: "limited",
};

function refusedState(error: unknown): State {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  const message = error instanceof ApiRequestError && error.message ? error.message : t.downloadFailed;
  return { kind: "refused", refusal: (code && refusalOf[code]) || "failed", message };
}

/** The token in the fragment, followed when it changes (a second link pasted into the same tab). */
function useToken(): string {
  const [token, setToken] = React.useState(tokenFromLocation);
  React.useEffect(() => {
    const onHash = () => setToken(tokenFromLocation());
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);
  return token;
}

export function AuditorViewPage({
  renderHandbook,
  renderDossier,
}: {
  renderHandbook: (handbook: Handbook) => React.ReactNode;
  renderDossier: RenderDossier;
}) {
  const token = useToken();
  const [state, setState] = React.useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    loadAuditorView(token, controller.signal).then(
      (view) => setState({ kind: "open", view }),
      (error: unknown) => {
        if ((error as Error).name !== "AbortError") setState(refusedState(error));
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const title =
    state.kind === "open"
      ? t.viewTitle(state.view.organisationName)
      : state.kind === "refused"
        ? t.refusedTitles[state.refusal]
        : undefined;
  usePageTitle(title);

  return (
    <main id={mainId} className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      {/* Only for the holder of the link: never in a search engine (the server says so too). */}
      <meta name="robots" content="noindex, nofollow" />
      {state.kind === "loading" && <Spinner label={t.viewLoading} />}
      {state.kind === "refused" && (
        <Refused refusal={state.refusal} message={state.message} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {state.kind === "open" && (
        <OpenView
          token={token}
          view={state.view}
          renderHandbook={renderHandbook}
          renderDossier={renderDossier}
          onRefused={(error) => setState(refusedState(error))}
          onAsked={(question) =>
            setState((s) =>
              s.kind === "open" ? { ...s, view: { ...s.view, questions: [question, ...s.view.questions] } } : s,
            )
          }
        />
      )}
    </main>
  );
}

function Refused({ refusal, message, onRetry }: { refusal: Refusal; message: string; onRetry: () => void }) {
  // The title already says what the server said for a known refusal; the help says what to do.
  const help = t.refusedHelp[refusal];
  return (
    <section className="mx-auto max-w-xl space-y-4 rounded-lg border p-6" data-testid="auditor-refused">
      <h1 className="text-2xl font-semibold outline-none" tabIndex={-1}>
        {t.refusedTitles[refusal]}
      </h1>
      {help ? <p>{help}</p> : <p>{message}</p>}
      {(refusal === "failed" || refusal === "limited") && (
        <Button variant="outline" onClick={onRetry}>
          {t.retry}
        </Button>
      )}
    </section>
  );
}

function OpenView({
  token,
  view,
  renderHandbook,
  renderDossier,
  onRefused,
  onAsked,
}: {
  token: string;
  view: AuditorViewDto;
  renderHandbook: (handbook: Handbook) => React.ReactNode;
  renderDossier: RenderDossier;
  onRefused: (error: unknown) => void;
  onAsked: (question: AuditorQuestionDto) => void;
}) {
  const { result, announce } = useResult();

  const downloads = useAuditorDownload(announce, onRefused);
  const busy = downloads.busy;
  function download(doc: Pick<AuditorDocumentDto, "id" | "name">) {
    return downloads.download(doc, () => downloadAuditorDocument(token, doc.id, doc.name));
  }
  const [element, setElement] = React.useState<HkzElementNumber>();
  const askSection = (number?: HkzElementNumber) => (
    <AuditorAskSection
      key={number ?? "all"}
      token={token}
      questions={view.questions}
      element={number}
      announce={announce}
      onAsked={onAsked}
      onRefused={onRefused}
      onDownload={(doc) => void download(doc)}
    />
  );

  const documentColumns: RecordColumn<AuditorDocumentDto>[] = [
    { title: t.columns.name, cell: (doc) => doc.name, className: "break-words" },
    { title: t.date, cell: (doc) => formatDateNl(new Date(doc.uploadedAt)), className: "whitespace-nowrap" },
    {
      title: t.actions,
      hideTitle: true,
      className: "text-right",
      cell: (doc) => (
        <Button variant="outline" size="sm" disabled={busy === doc.id} onClick={() => void download(doc)}>
          <Download /> {t.download}
          <span className="sr-only"> {doc.name}</span>
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4 print:hidden">
        <h1 className="min-w-0 flex-1 text-xl font-semibold tracking-tight outline-none sm:text-2xl" tabIndex={-1}>
          {t.viewHeading(view.organisationName, view.auditorName, formatDateNl(new Date(view.expiresAt)))}
        </h1>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer /> {t.print}
        </Button>
      </header>
      <div className="print:hidden">
        <ResultRegion result={result} testId="auditor-result" />
      </div>
      <AuditorElements
        token={token}
        elements={view.elements}
        renderDossier={renderDossier}
        announce={announce}
        onRefused={onRefused}
        ask={(number) => askSection(number)}
        onChosen={setElement}
      />
      {renderHandbook(view.handbook)}
      {/* While an element is open its own form asks about it; one form on the page at a time. */}
      {!element && askSection()}
      <AuditorPersonnel people={view.personnel} />
      <AuditorSection id="auditor-documenten" title={t.documentsTitle} description={t.documentsDescription}>
        {documentCategories.map((category) => {
          const docs = view.documents.filter((d) => d.category === category.slug);
          return (
            // Not a landmark of its own: the handbook's chapter already has a region with this name.
            <div key={category.slug} className="space-y-2">
              <h3 className="font-semibold">{category.title}</h3>
              <RecordTable
                label={t.documentsOf(category.title)}
                rowTestId="auditor-document"
                columns={documentColumns}
                rows={docs}
                empty={<p className="text-sm italic text-muted-foreground">{t.noDocuments}</p>}
              />
            </div>
          );
        })}
      </AuditorSection>
    </div>
  );
}
