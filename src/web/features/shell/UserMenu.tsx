/** The user button's menu (UserButton.tsx), fetched when the button is first pressed. */
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
import { runBeforeSignOut, setMe, signOut, type Me } from "@/lib/session";
import { paths } from "@core/shared/paths";
import { messages } from "./messages";

const t = messages.userMenu;

export default function UserMenu({ me, trigger }: { me: Me; trigger: React.ReactElement }) {
  const navigate = useNavigate();
  const onSignOut = async () => {
    await runBeforeSignOut();
    await signOut().catch(() => undefined);
    // Signed out: the query client forgets everything of this user (lib/query-client.ts).
    setMe(null);
    await navigate({ to: paths.home });
  };

  // Open on arrival: it is loaded because the user pressed the button.
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
  );
}
