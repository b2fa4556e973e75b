import { apiQuery } from "@core/web/api-query";
import { useQuery } from "@tanstack/react-query";
import { client } from "@/lib/api";

// Fresh on every visit to Instellingen: uploads and saves elsewhere change it.
export const usageQuery = apiQuery(client.quota, undefined, { staleTime: 0 });

export const useStorageUsage = () => useQuery(usageQuery);
