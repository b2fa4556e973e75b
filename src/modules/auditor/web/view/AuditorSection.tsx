/**
 * One part of the auditor's page (the elements, the questions, the documents): a region named by its
 * heading, a line on what it holds, then its content. Left out of print, where the handbook is what
 * the auditor keeps.
 */
import * as React from "react";

export function AuditorSection({
  id,
  title,
  description,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 print:hidden">
      <div className="space-y-1">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
