/**
 * One way for the auditor's page to download a document: announce it, and when the link ended
 * while the page was open, say so as a page (onRefused), not as a failed download.
 */
import * as React from "react";
import { ApiRequestError } from "@/lib/api";
import { auditorText as t } from "../messages";

export function useAuditorDownload(
  announce: (text: string, error?: boolean) => void,
  onRefused: (error: unknown) => void,
) {
  const [busy, setBusy] = React.useState<string>();

  async function download(doc: { id: string; name: string }, fetchFile: () => Promise<void>) {
    setBusy(doc.id);
    announce(t.downloading(doc.name));
    try {
      await fetchFile();
      announce(t.downloaded(doc.name));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code.startsWith("auditor_link_")) return onRefused(error);
      announce(error instanceof ApiRequestError && error.message ? error.message : t.downloadFailed, true);
    } finally {
      setBusy(undefined);
    }
  }

  return { busy, download };
}
