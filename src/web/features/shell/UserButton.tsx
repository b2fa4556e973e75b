/** The user button, fixed top-right: name, e-mail, Instellingen, Uitloggen. */
import { useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut, Settings } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { meQuery, runBeforeSignOut, useMe } from "@/lib/session";
import { signOut } from "@/lib/session";

export function UserButton() {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!me) return null;
  const initials = me.user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");

  const onSignOut = async () => {
    await runBeforeSignOut();
    await signOut().catch(() => undefined);
    // Forget everything of this user, but keep the (now empty) session query its observers watch.
    queryClient.setQueryData(meQuery.queryKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] });
    await navigate({ to: "/" });
  };

  return (
    <div className="fixed right-4 top-3 z-40">
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label="Gebruikersmenu"
          className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground shadow"
        >
          {initials || "?"}
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <p className="font-medium">{me.user.name}</p>
            <p className="text-xs text-muted-foreground">{me.user.email}</p>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate({ to: "/instellingen" })}>
            <Settings /> Instellingen
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onSignOut}>
            <LogOut /> Uitloggen
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
