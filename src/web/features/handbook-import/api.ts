/**
 * 'Handboek importeren': the upload (the file as the request body, with progress), the preview
 * and the import through the typed client.
 */
import { client, json, untimed } from "@/lib/api";
import { sendFile } from "@/lib/send-file";
import type { ImportChoices, ImportPreviewDto } from "../../../shared/handbook-import";

const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const uploadHandbook = (file: File, onProgress: (fraction: number) => void) =>
  sendFile<ImportPreviewDto>(
    `${client["handbook-import"].upload.$path()}?name=${encodeURIComponent(file.name)}`,
    file,
    docxType,
    onProgress,
  );

export const importHandbook = (id: string, choices: ImportChoices) =>
  // A large handbook may take a while to write: no timeout.
  json(client["handbook-import"][":id"].import.$post({ param: { id }, json: choices }, untimed));
