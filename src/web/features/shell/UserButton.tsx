/** The user button, fixed top-right: name, e-mail, Account, Instellingen, Uitloggen. */
import { useNavigate } from "@tanstack/react-router";
import { LogOut, Settings, UserRound } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { runBeforeSignOut, setMe, signOut, useMe } from "@/lib/session";
import { paths } from "../../../shared/paths";
import { messages } from "./messages";

const t = messages.userMenu;

export function UserButton() {
  const me = useMe();
  const navigate = useNavigate();
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
    // Signed out: the query client forgets everything of this user (lib/query-client.ts).
    setMe(null);
    await navigate({ to: paths.home });
  };

  return (
    <div className="fixed right-4 top-3 z-40">
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t.label}
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
          <DropdownMenuItem onSelect={() => navigate({ to: paths.account })}>
            <UserRound /> {t.account}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate({ to: paths.instellingen })}>
            <Settings /> {t.settings}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onSignOut}>
            <LogOut /> {t.signOut}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
