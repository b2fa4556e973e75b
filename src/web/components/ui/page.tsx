import * as React from "react";
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
