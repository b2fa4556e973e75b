/**
 * 'Handboek importeren': the upload (the file as the request body, with progress), the preview's
 * chapters and each chapter's parts, and the import through the typed client.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { client, json, untimed } from "@/lib/api";
import { apiQuery } from "@core/web/api-query";
import { sendFile } from "@/lib/send-file";
import type { ImportChapterPartsDto, ImportChoices, ImportPreviewDto } from "../model";

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

/** A page of the chapter list; the upload's answer is the first page. */
export const usePreviewChapters = (first: ImportPreviewDto, chapterPage: number) =>
  useQuery({
    ...apiQuery(client["handbook-import"][":id"], {
      param: { id: first.id },
      query: { chapters: String(chapterPage) },
    }),
    initialData: chapterPage === first.chapterPage ? first : undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

/**
 * A page of one chapter's parts, asked for when the chapter is opened; a short document's parts
 * came with the upload's answer (`known`).
 */
export const useChapterParts = (id: string, chapter: number, page: number, known?: ImportChapterPartsDto) =>
  useQuery({
    ...apiQuery(client["handbook-import"][":id"].parts, {
      param: { id },
      query: { chapter: String(chapter), page: String(page) },
    }),
    initialData: page === 1 ? known : undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
