/** After 'Importeren': what was filled, with a link to each page, and where the Word file is kept. */
import { Link } from "@tanstack/react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@core/shared/paths";
import { categoryTitle } from "@norm/catalogue";
import type { ImportSummaryDto } from "../model";
import { handbookImportMessages as m } from "./messages";

export function ImportSummary({ summary, onAnother }: { summary: ImportSummaryDto; onAnother: () => void }) {
  const { leftOut, documents } = summary;
  // Every part kept as a document went to the one category the user picked.
  const category = documents[0]?.category;
  return (
    <Card data-testid="import-summary">
      <CardHeader>
        <CardTitle as="h2">{m.doneTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Alert variant="success" role="none">
          {m.summary(summary.filled.length, summary.tables, summary.tablesInText, summary.notImported)}
        </Alert>
        {m.leftOut(leftOut) !== "" && <p className="text-sm text-muted-foreground">{m.leftOut(leftOut)}</p>}
        <div>
          <h3 className="mb-2 font-medium">{m.filledTitle}</h3>
          <ul className="list-disc space-y-1 pl-5">
            {summary.filled.map((f) => (
              <li key={f.name}>
                <Link to={paths.kwaliteitssysteem(f.topicSlug)} className="underline underline-offset-4">
                  {f.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {documents.length > 0 && (
          <div data-testid="import-kept-documents">
            <p className="mb-2 text-sm">{m.documentsKept(documents.length, categoryTitle(category!))}</p>
            <ul className="list-disc space-y-1 pl-5 text-sm [overflow-wrap:anywhere]">
              {documents.map((d) => (
                <li key={d.name}>{d.name}</li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-sm">{m.kept(summary.documentName)}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.documenten("beleid")} className={buttonVariants({ variant: "outline" })}>
            {m.toDocuments}
          </Link>
          {category && category !== "beleid" && (
            <Link to={paths.documenten(category)} className={buttonVariants({ variant: "outline" })}>
              {m.toCategory(categoryTitle(category))}
            </Link>
          )}
          <Button variant="ghost" onClick={onAnother}>
            {m.another}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
