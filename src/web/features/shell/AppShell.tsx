/** The signed-in shell: sidebar, top bar with breadcrumb, user button, content area. */
import * as React from "react";
import { Link, useRouterState } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import { breadcrumbFor } from "@norm/catalogue";
import { SidebarProvider, SidebarTrigger } from "@/components/ui/sidebar";
import { SkipLink } from "@/components/ui/skip-link";
import { Alert } from "@/components/ui/alert";
import { mainId } from "@/lib/a11y";
import { dismissSessionNotice, useSessionNotice } from "@/lib/session";
// The signed-in app's query client and class overriding come with the shell (the signed-out
// pages do without them).
import "@/lib/query-client";
import "@/lib/class-merge";
import { AppSidebar } from "./AppSidebar";
import { UserButton } from "./UserButton";
import { VerifyEmailBanner } from "./VerifyEmailBanner";
import { messages } from "./messages";

/** Says so when the person was moved to another organisation because theirs ended (removed). */
function SessionNotice() {
  const notice = useSessionNotice();
  if (!notice) return null;
  return (
    <Alert variant="warning" role="alert" className="mb-6 pr-10 print:hidden" onDismiss={dismissSessionNotice}>
      {notice}
    </Alert>
  );
}

/** A step of the breadcrumb above the page, with the separator after it. */
function Crumb({ children }: { children: React.ReactNode }) {
  return (
    <>
      <li className="hidden truncate sm:block">{children}</li>
      <li aria-hidden className="hidden sm:block">
        <ChevronRight className="size-3.5" />
      </li>
    </>
  );
}

/** `search`: the search field of the top bar (composed in routes/shell.tsx). */
export function AppShell({ children, search }: { children: React.ReactNode; search?: React.ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const crumb = breadcrumbFor(pathname);
  return (
    <>
      <SkipLink />
      <SidebarProvider>
        <AppSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-14 print:hidden items-center gap-2 border-b bg-background/95 pl-3 pr-16 backdrop-blur">
            <SidebarTrigger />
            <nav aria-label={messages.breadcrumb} className="min-w-0">
              <ol className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="breadcrumb">
                {crumb.group && <Crumb>{crumb.group}</Crumb>}
                {crumb.parent && (
                  <Crumb>
                    <Link
                      to={crumb.parent.link}
                      activeOptions={{ exact: true }}
                      className="hover:text-foreground hover:underline"
                    >
                      {crumb.parent.title}
                    </Link>
                  </Crumb>
                )}
                <li aria-current="page" className="truncate font-medium text-foreground">
                  {crumb.page}
                </li>
              </ol>
            </nav>
            {search}
            {/* Inside the banner landmark (it is positioned fixed), so no content sits outside a landmark. */}
            <UserButton />
          </header>
          <VerifyEmailBanner />
          <main
            id={mainId}
            className="mx-auto w-full min-w-0 max-w-5xl flex-1 p-4 outline-none md:p-8 print:max-w-none print:p-0"
          >
            <SessionNotice />
            {children}
          </main>
        </div>
      </SidebarProvider>
    </>
  );
}
