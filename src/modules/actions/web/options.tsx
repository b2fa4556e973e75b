/** The <option>s the register's filters and the action's form share. */
import type { TeamMemberDto } from "@modules/team/model";

/** One option per entry of a closed list (statuses, sources), in the list's order, by its Dutch name. */
export function NamedOptions({ names }: { names: Readonly<Record<string, string>> }) {
  return Object.entries(names).map(([value, name]) => (
    <option key={value} value={value}>
      {name}
    </option>
  ));
}

/** One option per member of the team, by name. */
export function MemberOptions({ members = [] }: { members?: TeamMemberDto[] }) {
  return members.map((m) => (
    <option key={m.userId} value={m.userId}>
      {m.name}
    </option>
  ));
}
