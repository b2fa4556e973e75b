/**
 * What the route layer adds beside a topic's data, so the KMS feature imports no other feature:
 * per row of one table an extra column (the Verbeteracties of a row of the 4.5 register), and per
 * goal set an extra block (its Verbeteracties).
 */
import * as React from "react";
import type { TableRow } from "@norm/kms-values";

export type SourceLinks = {
  /** Only stored rows get it (a row not yet saved cannot be linked to). */
  rows?: { section: string; title: string; render(row: TableRow, rowNumber: number): React.ReactNode };
  goal?(setId: string, setNumber: number): React.ReactNode;
};

export const SourceLinksContext = React.createContext<SourceLinks>({});
export const useSourceLinks = () => React.useContext(SourceLinksContext);
