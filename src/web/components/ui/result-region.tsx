/**
 * The one polite live region of a page that has several small forms (Team, Account): each form
 * announces its result there, so a screen reader hears it and the page shows it in one place.
 */
import * as React from "react";
import { Alert } from "@/components/ui/alert";

export type Result = { text: string; failed: boolean };
/** Tells the page's result region what happened: a success, or a failure (`failed`). */
export type Announce = (text: string, failed?: boolean) => void;

export function useResult(): { result: Result | undefined; announce: Announce } {
  const [result, setResult] = React.useState<Result>();
  const announce: Announce = React.useCallback((text, failed = false) => setResult({ text, failed }), []);
  return { result, announce };
}

export function ResultRegion({ result, testId }: { result: Result | undefined; testId: string }) {
  return (
    <div role="status" aria-live="polite" className="mb-4" data-testid={testId}>
      {result && (
        <Alert variant={result.failed ? "warning" : "success"} role="none">
          {result.text}
        </Alert>
      )}
    </div>
  );
}
