/** 'Auditdossier maken': the dossier's PDF and ZIP as downloads (/api/dossier). */
import { ApiRequestError, client, raw, untimed } from "@/lib/api";
import { saveResponse } from "@/lib/download";
import { dossierMessages as m } from "./messages";

export type DossierFormat = "pdf" | "zip";

/** Fetches the PDF or the ZIP and saves it under the server's name; answers that name. */
export async function downloadDossier(format: DossierFormat, onProgress: (bytes: number) => void): Promise<string> {
  // Making the dossier of a large organisation may rightly take long: no timeout.
  const res = await raw(client.dossier[`export.${format}`].$get(undefined, untimed));
  return saveResponse(
    res,
    `Auditdossier.${format}`,
    () => new ApiRequestError(0, "network", m.interrupted),
    onProgress,
  );
}
