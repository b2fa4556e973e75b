/** The frame of the privacy statement, the terms and the contact page: a title, the date, plain sections. */
import * as React from "react";
import { usePageTitle } from "@/lib/a11y";
import { messages } from "./messages";

export function LegalArticle({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl space-y-8 [&_a]:text-primary [&_a]:underline [&_li]:mt-1 [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-lg text-muted-foreground">{intro}</p>
        <p className="text-sm text-muted-foreground">{messages.updated}</p>
      </header>
      {children}
    </article>
  );
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
