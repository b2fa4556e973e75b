/** The server side of the permission policy (shared/permissions.ts): every route asks this. */
import type { Member } from "@core/server/http/context";
import { forbidden } from "@core/server/http/errors";
import { can, refusals, type Action } from "@core/shared/permissions";

/** Refuses with 403 and the action's Dutch message unless the member's role may do it. */
export function assertAllowed(member: Member, action: Action): void {
  if (!can(member.role, action)) throw forbidden(refusals[action]);
}
