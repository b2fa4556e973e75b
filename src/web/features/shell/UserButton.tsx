/** The user button, fixed top-right: name, e-mail, Account, Instellingen, Uitloggen. */
import * as React from "react";
import { useMe } from "@/lib/session";
import { messages } from "./messages";

const t = messages.userMenu;

const loadMenu = () => import("./UserMenu");
const UserMenu = React.lazy(loadMenu);
const closed = { "aria-haspopup": "menu", "aria-expanded": false } as const;

/**
 * The menu's code (Radix menu, floating-ui, focus handling) is a tenth of a page's script, so the
 * button is plain until it is first pressed; pointing at it or focusing it fetches the menu ahead.
 */
export function UserButton() {
  const me = useMe();
  const [wanted, setWanted] = React.useState(false);
  if (!me) return null;
  const initials = me.user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");

  // As the menu's trigger, Radix sets aria-expanded and aria-haspopup itself (a child's props win).
  const button = (closed?: { "aria-haspopup": "menu"; "aria-expanded": false }) => (
    <button
      type="button"
      aria-label={t.label}
      {...closed}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
      className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground shadow"
    >
      {initials || "?"}
    </button>
  );

  return (
    <div className="fixed right-4 top-3 z-40">
      {wanted ? (
        <React.Suspense fallback={button(closed)}>
          <UserMenu me={me} trigger={button()} />
        </React.Suspense>
      ) : (
        button(closed)
      )}
    </div>
  );
}
