/**
 * The signed-in shell with search and 'Melden' (modules/reports) in its top bar (the shell and
 * search are features of their own).
 */
import type * as React from "react";
import { AppShell as Shell } from "../features/shell/AppShell";
import { SearchLauncher } from "@modules/search/web/SearchLauncher";
import { ReportButton } from "@modules/reports/web/button/ReportButton";

export function AppShell({ children }: { children: React.ReactNode }) {
  return (
    <Shell
      search={
        <>
          <SearchLauncher />
          <ReportButton />
        </>
      }
    >
      {children}
    </Shell>
  );
}
