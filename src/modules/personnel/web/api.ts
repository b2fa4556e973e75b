/** The Medewerkers API: the list, one person, and the changes (each refreshes what it changes and what is due). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, json, untimed } from "@/lib/api";
import { apiQuery, moduleKey } from "@core/web/api-query";
import type { ItemInput, PersonInput, PersonUpdateInput, SettingsInput } from "../schemas";

export const personnelQuery = apiQuery(client.personnel, undefined);
export const usePersonnel = () => useQuery(personnelQuery);

export const personQuery = (id: string) => apiQuery(client.personnel[":id"], { param: { id } });
export const usePerson = (id: string) => useQuery(personQuery(id));

/** A change to a record changes the list, the record, what is due and the readiness. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moduleKey("personnel") }),
      queryClient.invalidateQueries({ queryKey: moduleKey("planning") }),
      queryClient.invalidateQueries({ queryKey: moduleKey("elements") }),
    ]);
}

export function useCreatePerson() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: PersonInput) => json(client.personnel.$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useUpdatePerson(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: PersonUpdateInput) => json(client.personnel[":id"].$put({ param: { id }, json: input })),
    onSuccess: invalidate,
  });
}

export function useDeletePerson(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => client.personnel[":id"].$delete({ param: { id } }),
    onSuccess: invalidate,
  });
}

export function useAddItem(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: Partial<ItemInput>) =>
      // What the form left empty the server refuses with a message per field.
      json(client.personnel[":id"].items.$post({ param: { id }, json: input as ItemInput })),
    onSuccess: invalidate,
  });
}

export function useDeleteItem(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (itemId: string) => json(client.personnel[":id"].items[":itemId"].$delete({ param: { id, itemId } })),
    onSuccess: invalidate,
  });
}

/** The file goes as the request's body, its name in the query; no timeout (a slow connection). */
export function useUploadFile(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ itemId, file }: { itemId: string; file: File }) =>
      json(
        client.personnel[":id"].items[":itemId"].file.$post(
          { param: { id, itemId }, query: { name: file.name } },
          { ...untimed, init: { body: file } },
        ),
      ),
    onSuccess: invalidate,
  });
}

export function useSaveSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: SettingsInput) => json(client.personnel.settings.$put({ json: input })),
    onSuccess: invalidate,
  });
}

/** The team, for linking a person to an account and for the grants (the team page's cache entry). */
export const membersQuery = apiQuery(client.team.members, undefined, { select: (r) => r.members });
export const useMembers = (enabled: boolean) => useQuery({ ...membersQuery, enabled });
