/**
 * A setting that saves as soon as its checkbox changes: the save, then a short result line that
 * says what is now on or off, or the server's message when it failed.
 */
import * as React from "react";
import { errorMessage } from "./fetch";

export function useToggleSave(
  save: (next: boolean) => Promise<unknown>,
  texts: { on: string; off: string; failed: string },
) {
  const [result, setResult] = React.useState<{ text: string; failed: boolean }>();

  async function onChange(next: boolean) {
    setResult(undefined);
    try {
      await save(next);
      setResult({ text: next ? texts.on : texts.off, failed: false });
    } catch (e) {
      setResult({ text: errorMessage(e, texts.failed), failed: true });
    }
  }

  return { result, onChange };
}
