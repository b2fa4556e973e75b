import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, json } from "@/lib/api";
import type { DocumentCategory } from "../../../../shared/catalogue";
import { queryKeys } from "@/lib/query-keys";

export const getFiles = (category: DocumentCategory) =>
  json(client.documents.$get({ query: { category } })).then((r) => r.files);

export const filesQuery = (category: DocumentCategory) =>
  queryOptions({ queryKey: queryKeys.documents.category(category), queryFn: () => getFiles(category) });

export const useFiles = (category: DocumentCategory) => useQuery(filesQuery(category));
