/**
 * A file sent as the whole body of one request, with upload progress: XMLHttpRequest, because
 * fetch reports none. For the ZIP import and the handbook import (tus uploads have their own
 * client). A refusal becomes an ApiRequestError through the API client's one error path.
 */
import { ApiRequestError, refusal } from "./api";
import { libMessages } from "./messages";

export function sendFile<T>(
  path: string,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as T | null;
      if (xhr.status === 200 && body) return resolve(body);
      reject(refusal(xhr.status, body, xhr.responseURL || path));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, "network", libMessages.network));
    xhr.send(file);
  });
}
