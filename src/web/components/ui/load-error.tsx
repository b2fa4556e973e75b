/**
 * What a page shows when its data did not load (a refusal, no connection, a server that did not
 * answer in time): the Dutch message and 'Opnieuw proberen', which asks again.
 */
import { errorMessage } from "@/lib/api";
import { libMessages } from "@/lib/messages";
import { Alert } from "./alert";
import { Button } from "./button";

export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback?: string; onRetry: () => unknown }) {
  return (
    <Alert variant="destructive">
      <p>{errorMessage(error, fallback)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => void onRetry()}>
        {libMessages.retry}
      </Button>
    </Alert>
  );
}
