/** The sidebar content, built from the navigation catalogue in src/norm. */
import * as React from "react";
import { Link, useRouterState } from "@tanstack/react-router";
import { CalendarDays, ChevronRight, CreditCard, LayoutDashboard, Settings, UserRound, Users } from "lucide-react";
import { footerLinks, navGroups, type NavGroup } from "@norm/catalogue";
import { paths } from "@core/shared/paths";
import { Sidebar, useCollapsed, useSidebar } from "@/components/ui/sidebar";
import { runBeforeSignOut, useMe } from "@/lib/session";
import { client, done } from "@/lib/api";
import { cn } from "@/lib/utils";
// Not lazy: a tooltip fetched on first use mounts under a pointer already resting on the icon and
// never opens (the pointer does not enter again), e.g. right after a reload with the sidebar collapsed.
import { Tooltip } from "@/components/ui/tooltip";
import { navIcons } from "./nav-icons";
import { messages } from "./messages";

const t = messages.sidebar;

/** Above the groups: the overview and the calendar. */
const topLinks = [
  { title: t.overview, url: paths.home, icon: LayoutDashboard },
  { title: t.calendar, url: paths.kalender, icon: CalendarDays },
];

const footerIcons = {
  [paths.team]: Users,
  [paths.account]: UserRound,
  [paths.abonnement]: CreditCard,
  [paths.instellingen]: Settings,
} as Record<string, typeof Settings>;

export function AppSidebar() {
  const me = useMe();
  const collapsed = useCollapsed();
  // No placeholder for an organisation without a name: an Eigenaar is asked for it, here and on the Overzicht.
  const orgName = me?.organisation.name;
  const askName = !orgName && me?.permissions.includes("organisation.edit");
  return (
    <Sidebar label={t.label}>
      <div className={cn("flex items-center gap-2 border-b p-3", collapsed && "justify-center px-1")}>
        <div
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary font-bold text-primary-foreground"
        >
          N
        </div>
        {!collapsed && (
          <div className="min-w-0 leading-tight">
            <p className="font-semibold">Normwijs</p>
            {me && me.organisations.length > 1 ? (
              <OrganisationSwitcher current={me.organisation.id} organisations={me.organisations} />
            ) : (
              orgName && (
                <p className="truncate text-xs text-muted-foreground" data-testid="sidebar-organisation">
                  {orgName}
                </p>
              )
            )}
            {askName && (
              <Link to={paths.instellingen} hash="organisatienaam" className="block text-xs underline">
                {t.askName}
              </Link>
            )}
          </div>
        )}
      </div>
      <nav aria-label={t.navLabel} className="flex-1 overflow-y-auto overflow-x-hidden p-2">
        <ul className="space-y-1">
          {topLinks.map(({ title, url, icon: Icon }) => (
            <li key={url}>
              <SidebarLink to={url} title={title} icon={<Icon className="size-4 shrink-0" />} />
            </li>
          ))}
          {navGroups.map((group) => (
            <NavGroupItem key={group.title} group={group} />
          ))}
        </ul>
      </nav>
      <div className="border-t p-2">
        {/* Two by two (one column when the sidebar is narrow), so the groups above fit at 1280×800. */}
        <ul className={cn("grid gap-1", !collapsed && "grid-cols-2")}>
          {footerLinks.map((item) => {
            const Icon = footerIcons[item.url!] ?? Settings;
            return (
              <li key={item.url}>
                <SidebarLink to={item.url!} title={item.title} icon={<Icon className="size-4 shrink-0" />} compact />
              </li>
            );
          })}
        </ul>
      </div>
    </Sidebar>
  );
}

/**
 * The organisation this session works in, for a person in several. Switching saves what is being
 * typed, tells the server, and loads the page again: no answer of the other organisation stays.
 */
function OrganisationSwitcher({
  current,
  organisations,
}: {
  current: string;
  organisations: { id: string; name: string; ownerName: string }[];
}) {
  const [busy, setBusy] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  async function onChange(organisationId: string) {
    setBusy(true);
    setFailed(false);
    try {
      await runBeforeSignOut();
      await done(client.organisation.switch.$post({ json: { organisationId } }));
      window.location.reload();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }
  return (
    <>
      <label htmlFor="organisatie-wisselen" className="sr-only">
        {t.organisation}
      </label>
      <select
        id="organisatie-wisselen"
        data-testid="sidebar-organisation"
        value={current}
        disabled={busy}
        onChange={(e) => void onChange(e.target.value)}
        className="mt-0.5 w-full max-w-[11rem] truncate rounded border bg-background px-1 py-0.5 text-xs"
      >
        {organisations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name || t.organisationOf(o.ownerName)}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className="text-xs text-destructive">
          {t.switchFailed}
        </p>
      )}
    </>
  );
}

function NavGroupItem({ group }: { group: NavGroup }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const containsActive = group.items.some((i) => i.url === pathname);
  const [open, setOpen] = React.useState(Boolean(group.defaultOpen || containsActive));
  const collapsed = useCollapsed();
  const { setOpen: setSidebarOpen } = useSidebar();
  const Icon = navIcons[group.icon];
  const contentId = React.useId();

  React.useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);

  if (collapsed) {
    return (
      <li>
        <Tooltip content={group.title}>
          <button
            type="button"
            aria-label={group.title}
            onClick={() => {
              setSidebarOpen(true);
              setOpen(true);
            }}
            className={cn(
              "flex size-8 items-center justify-center rounded-md hover:bg-sidebar-accent",
              containsActive && "bg-sidebar-accent",
            )}
          >
            <Icon className="size-4" />
          </button>
        </Tooltip>
      </li>
    );
  }

  // A plain disclosure button: Radix's Collapsible measured its content's height on every mount (a
  // forced layout per group, on every first visit) for an animation the menu does not use.
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen((o) => !o)}
        className="group flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-sidebar-accent"
      >
        <Icon className="size-4 shrink-0" />
        <span className="flex-1 text-left">{group.title}</span>
        <ChevronRight aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-90" />
      </button>
      {open && (
        <ul id={contentId} className="ml-4 mt-1 space-y-0.5 border-l pl-2">
          {group.items.map((item) => (
            <li key={item.title + (item.url ?? "")}>
              {item.url ? (
                <SidebarLink to={item.url} title={item.title} nested />
              ) : (
                <span
                  aria-disabled="true"
                  title={t.soon}
                  className="block cursor-default rounded-md px-2 py-1 text-sm text-muted-foreground"
                >
                  {item.title}
                  <span className="sr-only">{t.soonHidden}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function SidebarLink({
  to,
  title,
  icon,
  nested,
  compact,
}: {
  to: string;
  title: string;
  icon?: React.ReactNode;
  nested?: boolean;
  /** Two to a row (the footer): a smaller text and less room around it, so 'Instellingen' fits whole. */
  compact?: boolean;
}) {
  const collapsed = useCollapsed();
  const { isMobile, setOpenMobile } = useSidebar();
  const link = (
    <Link
      to={to}
      onClick={() => isMobile && setOpenMobile(false)}
      aria-label={collapsed ? title : undefined}
      activeOptions={{ exact: true }}
      activeProps={{ "aria-current": "page", className: "bg-sidebar-accent font-medium" }}
      className={cn(
        "flex items-center rounded-md hover:bg-sidebar-accent",
        compact ? "gap-1.5 text-xs" : "gap-2 text-sm",
        nested ? "px-2 py-0.5" : compact ? "px-1.5 py-1.5" : "px-2 py-1.5",
        collapsed && "size-8 justify-center p-0",
      )}
    >
      {icon}
      {!collapsed && <span className="truncate">{title}</span>}
    </Link>
  );
  return collapsed ? <Tooltip content={title}>{link}</Tooltip> : link;
}
