/**
 * The page for any unexpected error while showing a page: Dutch, in the app's style, with a way
 * back — never the router's English default. It is part of the entry chunk on purpose and imports
 * no UI primitives: it must still render when the error was a chunk that failed to load, and it
 * must not add class merging to the signed-out pages (see docs/ARCHITECTURE.md).
 */
import * as React from "react";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { usePageTitle } from "@/lib/a11y";
import { paths } from "@core/shared/paths";
import { errorPageText } from "./messages";

const button =
  "inline-flex h-9 items-center justify-center rounded-md px-4 py-2 text-sm font-medium transition-colors cursor-pointer";

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const heading = React.useRef<HTMLHeadingElement>(null);
  usePageTitle(errorPageText.title);
  React.useEffect(() => {
    // Kept for whoever looks in the browser's console; the page itself names no internals.
    console.error(error);
    heading.current?.focus();
  }, [error]);

  return (
    <div role="alert" className="mx-auto w-full max-w-xl p-6 sm:py-12" data-testid="error-page">
      <h1 ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none sm:text-2xl">
        {errorPageText.title}
      </h1>
      <p className="mt-2 text-muted-foreground">{errorPageText.description}</p>
      <div className="mt-6 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${button} bg-primary text-primary-foreground hover:bg-primary-hover`}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {errorPageText.retry}
        </button>
        {/* A full load: whatever state broke this page is gone after it. */}
        <a href={paths.home} className={`${button} border bg-background hover:bg-accent`}>
          {errorPageText.home}
        </a>
      </div>
    </div>
  );
}
