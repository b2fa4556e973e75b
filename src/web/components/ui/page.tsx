import * as React from "react";
import { Link } from "@tanstack/react-router";
import { usePageTitle } from "@/lib/a11y";

/**
 * The heading block every page in the shell starts with. It also names the browser tab after the
 * page (documentTitle when the visible heading is personal, such as 'Welkom, Anna').
 */
export function PageHeader({
  title,
  description,
  documentTitle,
  children,
}: {
  title: string;
  description?: string;
  documentTitle?: string;
  children?: React.ReactNode;
}) {
  usePageTitle(documentTitle ?? title);
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0 max-w-full space-y-1">
        <h1 className="hyphens-auto break-words text-xl font-semibold tracking-tight outline-none sm:text-2xl">
          {title}
        </h1>
        {description && <p className="text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}

/** One sentence under a page's heading that names and links the other page on the same subject. */
export function RelatedPage({
  before,
  to,
  label,
  after,
}: {
  before: string;
  to: string;
  label: string;
  after: string;
}) {
  return (
    <p className="-mt-3 mb-6 text-sm text-muted-foreground print:hidden" data-testid="related-page">
      {before}{" "}
      <Link to={to} className="font-medium text-foreground underline underline-offset-2">
        {label}
      </Link>
      {after}
    </p>
  );
}
