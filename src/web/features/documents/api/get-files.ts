import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { DocumentCategory } from "../../../../shared/catalogue";
import type { StoredFileDto } from "../../../../shared/documents";
import { queryKeys } from "@/lib/query-keys";

export const getFiles = (category: DocumentCategory) =>
  api<{ files: StoredFileDto[] }>("GET", `/api/documents?category=${encodeURIComponent(category)}`).then(
    (r) => r.files,
  );

export const filesQuery = (category: DocumentCategory) =>
  queryOptions({ queryKey: queryKeys.documents.category(category), queryFn: () => getFiles(category) });

export const useFiles = (category: DocumentCategory) => useQuery(filesQuery(category));
