/**
 * 'Handboek importeren': the upload (the file as the request body, with progress: an
 * XMLHttpRequest, as the ZIP import does, because fetch reports no upload progress), the preview
 * and the import through the typed client.
 */
import { ApiRequestError, client, json, refusal, untimed } from "@/lib/api";
import { libMessages } from "@/lib/messages";
import type { ImportChoices, ImportPreviewDto } from "../../../shared/handbook-import";

const uploadPath = "/api/handbook-import/upload";

export function uploadHandbook(file: File, onProgress: (fraction: number) => void): Promise<ImportPreviewDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${uploadPath}?name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader("Content-Type", "application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as ImportPreviewDto | null;
      if (xhr.status === 200 && body) return resolve(body);
      reject(refusal(xhr.status, body, xhr.responseURL || uploadPath));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, "network", libMessages.network));
    xhr.send(file);
  });
}

export const importHandbook = (id: string, choices: ImportChoices) =>
  // A large handbook may take a while to write: no timeout.
  json(client["handbook-import"][":id"].import.$post({ param: { id }, json: choices }, untimed));
