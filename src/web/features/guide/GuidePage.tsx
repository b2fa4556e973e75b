/** The Invulinstructie pages (/invulinstructie and /invulinstructie/tips), rendered from content.ts. */
import * as React from "react";
import { PageHeader } from "@/components/ui/page";
import { PlainText } from "@/components/ui/plain-text";
import { howToContent, tipsContent, type GuidePageContent } from "./content";

function GuideContentPage({ content }: { content: GuidePageContent }) {
  return (
    <article className="max-w-3xl">
      <PageHeader title={content.title} description={content.intro} />
      <div className="space-y-8">
        {content.blocks.map((block) => (
          <GuideSection key={block.heading} heading={block.heading} text={block.text} />
        ))}
      </div>
    </article>
  );
}

function GuideSection({ heading, text }: { heading: string; text: string }) {
  const id = React.useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      <PlainText text={text} className="leading-relaxed" />
    </section>
  );
}

export function HowToPage() {
  return <GuideContentPage content={howToContent} />;
}

export function TipsPage() {
  return <GuideContentPage content={tipsContent} />;
}
