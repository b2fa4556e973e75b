/** The frame of the pages for signed-out visitors: skip link, header with 'Inloggen', main, footer with privacy, terms and contact. */
import * as React from "react";
import { SkipLink } from "@/components/ui/skip-link";
import { mainId } from "@/lib/a11y";
import { NavLink as Link } from "@/lib/nav";
import { cn } from "@/lib/utils";
import { paths } from "@core/shared/paths";
import { messages } from "./messages";

const footerLinks = [
  [paths.privacy, messages.footer.privacy],
  [paths.voorwaarden, messages.footer.terms],
  [paths.contact, messages.footer.contact],
] as const;

export function LandingLayout({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 p-4">
          <Link to={paths.home} className="flex items-center gap-2 text-lg font-semibold">
            <span
              aria-hidden
              className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground"
            >
              N
            </span>
            Normwijs
          </Link>
          <Link to={paths.login} className="text-sm font-medium text-primary hover:underline">
            {messages.signIn}
          </Link>
        </div>
      </header>
      <main id={mainId} className={cn("mx-auto w-full max-w-6xl flex-1 p-4 outline-none", className)}>
        {children}
      </main>
      <footer className="space-y-2 border-t px-4 py-6 text-center text-sm text-muted-foreground">
        <nav aria-label={messages.footer.navLabel}>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {footerLinks.map(([to, title]) => (
              <li key={to}>
                <Link to={to} className="underline-offset-4 hover:text-foreground hover:underline">
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{messages.footer.copyright(new Date().getFullYear())}</p>
      </footer>
    </div>
  );
}
