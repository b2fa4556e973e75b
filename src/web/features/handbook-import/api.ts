/**
 * 'Handboek importeren': the upload (the file as the request body, with progress), the preview
 * and the import through the typed client.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { client, json, untimed } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
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

/** A page of the preview; the upload's answer is the first page. */
export const usePreviewPage = (first: ImportPreviewDto, page: number) =>
  useQuery({
    queryKey: queryKeys.handbookImport(first.id, page),
    queryFn: () =>
      json(client["handbook-import"][":id"].$get({ param: { id: first.id }, query: { page: String(page) } })),
    initialData: page === first.page ? first : undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
