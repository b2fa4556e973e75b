/**
 * Hands bytes to the browser as a download under `name` (an export, a document fetched with a
 * token, backup codes). The one way to save a Blob in the web app.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name the server gave (Content-Disposition filename*), or undefined. */
export function fileNameOf(res: Response): string | undefined {
  const header = res.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * Saves a download the server sends as it makes it, under the server's file name (else
 * `fallback`); `onProgress` hears the bytes received so far. The browser keeps a large download
 * in its own blob storage (on disk when needed). Rejects with `interrupted` when the body breaks off.
 */
export async function saveResponse(
  res: Response,
  fallback: string,
  interrupted: () => Error,
  onProgress?: (bytes: number) => void,
): Promise<string> {
  if (!res.body) throw interrupted();
  let received = 0;
  const counted = res.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        onProgress?.(received);
        controller.enqueue(chunk);
      },
    }),
  );
  let blob: Blob;
  try {
    blob = await new Response(counted).blob();
  } catch {
    throw interrupted();
  }
  const name = fileNameOf(res) ?? fallback;
  saveBlob(blob, name);
  return name;
}
