/**
 * Whether the signed-in member may edit here, and if not, why — for the KMS and document screens.
 * Reading is never blocked; the server enforces the same rule (403 reader, 402 subscription).
 */
import { useQuery } from "@tanstack/react-query";
import { client } from "./api";
import { apiQuery } from "@core/web/api-query";
import { useCan } from "./session";
import { accessMessages } from "@core/shared/access";

export const accessQuery = apiQuery(client.billing.access, undefined, { staleTime: 60_000 });

export type ReadOnly = { kind: "reader"; message: string } | { kind: "subscription"; message: string };

export function useReadOnly(): ReadOnly | undefined {
  const mayEdit = useCan("kms.edit");
  const { data: access } = useQuery(accessQuery);
  if (!mayEdit) {
    return {
      kind: "reader",
      message: accessMessages.readOnly,
    };
  }
  if (access && !access.editingAllowed) {
    return {
      kind: "subscription",
      message: accessMessages.editingNeedsSubscription,
    };
  }
  return undefined;
}
