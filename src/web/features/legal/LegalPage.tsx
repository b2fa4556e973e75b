/**
 * The privacy statement, the terms and the contact page: the title, then the text, fetched (see
 * legal-text.ts) and completed with this installation's facts from GET /api/config.
 */
import * as React from "react";
import { Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/lib/a11y";
import { usePublicConfig } from "@/lib/public-config";
import { NavLink as Link } from "@/lib/nav";
import { parseInline, parseLegalText } from "./legal-text";
import { messages } from "./messages";
import privacy from "./privacy.txt?url";
import terms from "./terms.txt?url";
import contact from "./contact.txt?url";

const urls = { privacy, terms, contact };

export function LegalPage({ page }: { page: keyof typeof urls }) {
  const title = messages.titles[page];
  usePageTitle(title);
  const config = usePublicConfig();
  const [text, setText] = React.useState<string | null>();
  React.useEffect(() => {
    fetch(urls[page])
      .then((res) => (res.ok ? res.text() : null))
      .then(setText, () => setText(null));
  }, [page]);
  const i = config?.installation;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {text === null ? (
        <p role="alert">{messages.loadFailed}</p>
      ) : !text || !config || !i ? (
        <Spinner />
      ) : (
        parseLegalText(
          text,
          {
            billing: config.billingEnabled,
            mail: config.mailEnabled,
            postgres: i.database === "postgres",
            s3: i.fileStorage === "s3",
            contact: !!i.contactEmail,
          },
          {
            activityRetentionDays: i.activityRetentionDays,
            trialDays: i.trialDays,
            contactEmail: i.contactEmail ?? "",
          },
        ).map((section, s) => (
          <section key={s} className="space-y-2">
            {section.title && <h2 className="text-xl font-semibold">{section.title}</h2>}
            {section.blocks.map((block, b) =>
              block.list ? (
                <ul key={b} className="list-disc space-y-1 pl-6">
                  {block.lines.map((line, l) => (
                    <li key={l}>{inline(line)}</li>
                  ))}
                </ul>
              ) : (
                block.lines.map((line, l) => <p key={`${b}-${l}`}>{inline(line)}</p>)
              ),
            )}
          </section>
        ))
      )}
    </article>
  );
}

const inline = (line: string) =>
  parseInline(line).map(({ text, bold, href }, i) =>
    href?.startsWith("/") ? (
      <Link key={i} to={href} className="text-primary underline">
        {text}
      </Link>
    ) : href ? (
      <a key={i} href={href} className="text-primary underline">
        {text}
      </a>
    ) : bold ? (
      <strong key={i}>{text}</strong>
    ) : (
      text
    ),
  );
