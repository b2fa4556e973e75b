/**
 * One element's dossier (modules/elements/model.ts) as the member's element page and the auditor's view
 * both show it: the readiness with its reasons, then what covers the element. `inApp` adds links
 * to the pages where one acts; the auditor gets none. The document buttons come from the caller
 * (open and unlink in the app, download for the auditor).
 */
import type * as React from "react";
import { Link } from "@tanstack/react-router";
import { PlainText } from "@/components/ui/plain-text";
import { SectionCard } from "@/components/ui/section-card";
import { StatusBadge } from "@/components/ui/record-table";
import { TableScroll } from "@/components/ui/table-scroll";
import { formatDateNl } from "@core/shared/format-date";
import { formatIsoDate } from "@core/shared/dates";
import type { ElementDocument, ElementDossier, Readiness } from "../model";
import { elementText as t } from "./messages";
import { approvalLine } from "@norm/approvals";

export const readinessStyle: Record<Readiness, string> = {
  "op-orde": "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  aandacht: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  "niet-begonnen": "bg-muted text-muted-foreground",
};

function Maybe({ to, inApp, children }: { to: string; inApp: boolean; children: React.ReactNode }) {
  return inApp ? (
    <Link to={to} className="underline underline-offset-2">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

export function ElementDossierView({
  dossier: d,
  inApp,
  documentAction,
  documentsExtra,
}: {
  dossier: ElementDossier;
  inApp: boolean;
  documentAction: (doc: ElementDocument) => React.ReactNode;
  documentsExtra?: React.ReactNode;
}) {
  return (
    <div className="space-y-6" data-testid="element-dossier">
      <SectionCard title={t.readiness}>
        <p className="mb-3">
          <StatusBadge className={readinessStyle[d.readiness]}>{d.readinessTitle}</StatusBadge>
        </p>
        {d.reasons.length === 0 ? (
          <p>{t.allGood}</p>
        ) : (
          <>
            <p className="mb-2">{t.reasonsIntro}</p>
            <ul className="list-disc space-y-1 pl-5" data-testid="element-reasons">
              {d.reasons.map((r, i) => (
                <li key={i}>
                  <Maybe to={r.link} inApp={inApp}>
                    {r.text}
                  </Maybe>
                </li>
              ))}
            </ul>
          </>
        )}
      </SectionCard>

      <SectionCard title={t.documents} description={d.expectedDocument ? t.expected(d.expectedDocument) : undefined}>
        {documentsExtra}
        {d.documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noDocuments}</p>
        ) : (
          <ul className="divide-y rounded-md border" data-testid="element-documents">
            {d.documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{doc.name}</span>
                <span className="text-muted-foreground">
                  {t.uploadedOn(formatDateNl(doc.uploadedAt))}
                  {doc.reviewOn &&
                    `, ${doc.reviewPassed ? t.reviewPassed(formatIsoDate(doc.reviewOn)) : t.reviewOn(formatIsoDate(doc.reviewOn))}`}
                </span>
                {documentAction(doc)}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title={t.topics} contentClassName="space-y-4">
        {d.topics.map((topic) => (
          <div key={topic.slug} className="space-y-2">
            <h3 className="font-semibold">
              <Maybe to={topic.link} inApp={inApp}>
                {topic.title}
              </Maybe>
            </h3>
            <p className="text-sm text-muted-foreground">
              {topic.lastChange ? t.lastChange(formatDateNl(topic.lastChange)) : t.neverChanged}
              {topic.reviewOn &&
                `, ${topic.reviewPassed ? t.reviewPassed(formatIsoDate(topic.reviewOn)) : t.reviewOn(formatIsoDate(topic.reviewOn))}`}
            </p>
            {topic.lastChange && (
              <p className="text-sm font-medium" data-testid="topic-approval">
                {approvalLine(topic)}
              </p>
            )}
            {topic.texts.map((x) => (
              <div key={x.name} className="space-y-1">
                {x.title !== topic.title && <h4 className="text-sm font-medium">{x.title}</h4>}
                {x.text ? (
                  <PlainText text={x.text} />
                ) : (
                  <p className="text-sm italic text-muted-foreground">{t.emptyText}</p>
                )}
              </div>
            ))}
          </div>
        ))}
      </SectionCard>

      {(d.registers.length > 0 || d.goals.length > 0) && (
        <SectionCard title={t.registers} contentClassName="space-y-4">
          {d.registers.map((r) => (
            <div key={r.name} className="space-y-2">
              <h3 className="font-semibold">{r.title}</h3>
              {r.rows.length === 0 ? (
                <p className="text-sm italic text-muted-foreground">{t.noRows}</p>
              ) : (
                <TableScroll label={r.title}>
                  <table className="w-full text-sm">
                    <thead>
                      <tr className="border-b text-left">
                        {r.columns.map((c) => (
                          <th key={c} scope="col" className="py-2 pr-4 font-medium">
                            {c}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {r.rows.map((row) => (
                        <tr key={row.id} className="border-b align-top last:border-0">
                          {row.cells.map((cell, i) => (
                            // break-word, not anywhere: a column is at least its longest word wide (the
                            // table scrolls sideways instead), so 'Datalek' or a date never breaks.
                            <td key={i} className="whitespace-pre-wrap py-2 pr-4 [overflow-wrap:break-word]">
                              {cell}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              )}
            </div>
          ))}
          {d.goals.length > 0 && (
            <div className="space-y-2">
              <h3 className="font-semibold">{t.goals}</h3>
              <ul className="list-disc space-y-1 pl-5">
                {d.goals.map((g) => (
                  <li key={g.id}>
                    {g.text} <span className="text-muted-foreground">({t.goalStatus(g.status)})</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </SectionCard>
      )}

      <SectionCard title={t.audits} description={t.auditStatus[d.auditStatus]} contentClassName="space-y-4">
        {d.audits.map((a) => (
          <div key={a.auditId} className="space-y-2">
            <h3 className="font-semibold">
              <Maybe to={a.link} inApp={inApp}>
                {t.auditOf(formatIsoDate(a.date))}
              </Maybe>
            </h3>
            <ul className="space-y-1 text-sm">
              {a.points.map((p) => (
                <li key={p.id}>
                  {p.text} — <span className="font-medium">{p.statusTitle}</span>
                  {p.finding && ` (${t.finding}, ${p.handled ? t.handled : t.notHandled})`}
                  {p.note && <span className="block text-muted-foreground">{p.note}</span>}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </SectionCard>

      <SectionCard title={t.actions}>
        {d.actions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noActions}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {d.actions.map((a) => (
              <li key={a.id}>
                <Maybe to={a.link} inApp={inApp}>
                  {a.description}
                </Maybe>{" "}
                <span className="text-muted-foreground">
                  ({a.statusTitle}, {t.due(formatIsoDate(a.dueDate))}
                  {a.overdue && `, ${t.overdue}`})
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title={t.review}>
        {d.review ? (
          <>
            <p className="mb-2 text-sm text-muted-foreground">{t.reviewOf(d.review.year, d.review.version)}</p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {d.review.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t.noReview}</p>
        )}
        {d.work.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm">
            {d.work.map((w) => (
              <li key={w.link}>
                <Maybe to={w.link} inApp={inApp}>
                  {w.title}
                </Maybe>
                : {w.done ? t.workDone : t.workNotDone}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      {d.analysis && (
        <SectionCard
          title={
            <Maybe to={d.analysis.link} inApp={inApp}>
              {d.analysis.title}
            </Maybe>
          }
        >
          <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="element-analysis">
            {d.analysis.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
          {d.analysis.texts.map((x) => (
            <div key={x.title} className="mt-3 space-y-1">
              <h3 className="text-sm font-medium">{x.title}</h3>
              <PlainText text={x.text} />
            </div>
          ))}
        </SectionCard>
      )}
    </div>
  );
}
