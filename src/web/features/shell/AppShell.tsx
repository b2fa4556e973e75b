/** The signed-in shell: sidebar, top bar with breadcrumb, user button, content area. */
import * as React from "react";
import { useRouterState } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import { breadcrumbFor } from "../../../shared/catalogue";
import { SidebarProvider, SidebarTrigger } from "@/components/ui/sidebar";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AppSidebar } from "./AppSidebar";
import { UserButton } from "./UserButton";

export function AppShell({ children }: { children: React.ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const crumb = breadcrumbFor(pathname);
  return (
    <TooltipProvider>
      <SidebarProvider>
        <AppSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/95 pl-3 pr-16 backdrop-blur">
            <SidebarTrigger />
            <nav aria-label="Kruimelpad" className="min-w-0">
              <ol className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="breadcrumb">
                {crumb ? (
                  <>
                    <li className="truncate">{crumb.group}</li>
                    <li aria-hidden>
                      <ChevronRight className="size-3.5" />
                    </li>
                    <li aria-current="page" className="truncate font-medium text-foreground">
                      {crumb.page}
                    </li>
                  </>
                ) : (
                  <li aria-current="page" className="font-medium text-foreground">
                    Overzicht
                  </li>
                )}
              </ol>
            </nav>
          </header>
          <UserButton />
          <main id="inhoud" className="mx-auto w-full max-w-5xl flex-1 p-4 md:p-8">
            {children}
          </main>
        </div>
      </SidebarProvider>
    </TooltipProvider>
  );
}
