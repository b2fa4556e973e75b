/** Whether this member may change Verbeteracties now: the role, and the subscription's editing lock. */
import { useQuery } from "@tanstack/react-query";
import { accessQuery } from "@/lib/access";
import { useCan } from "@/lib/session";

export function useMayEditActions(): boolean {
  const allowed = useCan("actions.edit");
  const { data: access } = useQuery(accessQuery);
  return allowed && access?.editingAllowed !== false;
}
