/**
 * Links and the step after signing in for the components that render both in the app and in the
 * signed-out entry (`signed-out.tsx`, the landing page and /login without the router): outside the
 * app a link is a plain `<a>` and a new session loads the app as a new page; the app provides its
 * router's links and navigation instead (router.tsx), so the same components do not load the router.
 */
import * as React from "react";
import { paths } from "@core/shared/paths";

export type NavLinkProps = { to: string; className?: string; children: React.ReactNode };

export type Nav = {
  Link(props: NavLinkProps): React.ReactNode;
  /** After signing in or up: the signed-in start page, its heading focused. */
  afterSignIn(): Promise<void>;
};

/** Set before the app is loaded as a new page after signing in: its first page focuses its heading. */
export const focusHeadingFlag = "normwijs:focus-heading";

const pageLoads: Nav = {
  Link: ({ to, className, children }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
  afterSignIn: () => {
    sessionStorage.setItem(focusHeadingFlag, "1");
    window.location.assign(paths.home);
    return new Promise<void>(() => {}); // the page is replaced
  },
};

const NavContext = React.createContext<Nav>(pageLoads);

export const NavProvider = NavContext.Provider;

export const useNav = () => React.useContext(NavContext);

export function NavLink(props: NavLinkProps) {
  const { Link } = useNav();
  return <Link {...props} />;
}
