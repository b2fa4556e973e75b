/**
 * The collapsible sidebar of the signed-in shell: 16rem wide, icon-only 3rem when
 * collapsed on desktop, a slide-over sheet of 18rem at 768px or less. The state lives in the cookie
 * `sidebar:state` and Ctrl/Cmd+B toggles it.
 */
import * as React from "react";
import { PanelLeft } from "lucide-react";
import { sidebar as cfg } from "@core/shared/limits";
import { cn } from "@/lib/utils";
import { useOpenedOnce } from "@/lib/opened-once";
import { Button } from "./button";
import { uiMessages } from "@/components/ui/messages";

type SidebarState = {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  setOpen(open: boolean): void;
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  isMobile: boolean;
  toggle(): void;
};

const SidebarSheet = React.lazy(() => import("./sidebar-sheet"));

const SidebarContext = React.createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const ctx = React.useContext(SidebarContext);
  if (!ctx) throw new Error("useSidebar must be used inside SidebarProvider");
  return ctx;
}

function readCookie(): boolean {
  const match = document.cookie.split("; ").find((c) => c.startsWith(`${cfg.cookieName}=`));
  return match ? match.split("=")[1] !== "false" : true;
}

function useIsMobile(): boolean {
  const query = `(max-width: ${cfg.mobileBreakpoint}px)`;
  const [mobile, setMobile] = React.useState(() => window.matchMedia(query).matches);
  React.useEffect(() => {
    const mql = window.matchMedia(query);
    const onChange = () => setMobile(mql.matches);
    mql.addEventListener("change", onChange);
    return () => mql.removeEventListener("change", onChange);
  }, [query]);
  return mobile;
}

export function SidebarProvider({ children }: { children: React.ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = React.useState(readCookie);
  const [openMobile, setOpenMobile] = React.useState(false);

  const setOpen = React.useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = `${cfg.cookieName}=${value}; path=/; max-age=${cfg.cookieMaxAge}; samesite=lax`;
  }, []);

  const toggle = React.useCallback(() => {
    if (isMobile) setOpenMobile((o) => !o);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  React.useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === cfg.shortcutKey && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  const value = React.useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        className="flex min-h-svh w-full"
        style={
          {
            "--sidebar-width": cfg.width,
            "--sidebar-width-icon": cfg.widthIcon,
            "--sidebar-width-mobile": cfg.widthMobile,
          } as React.CSSProperties
        }
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** Collapsed on desktop: only icons are shown; children read this to hide labels. */
export function useCollapsed(): boolean {
  const { open, isMobile } = useSidebar();
  return !isMobile && !open;
}

export function Sidebar({ children, label }: { children: React.ReactNode; label: string }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  // The sheet's dialog code is fetched the first time it opens (a phone's first paint does not need it).
  const sheetWanted = useOpenedOnce(isMobile && openMobile);
  if (isMobile) {
    return sheetWanted ? (
      <React.Suspense fallback={null}>
        <SidebarSheet label={label} open={openMobile} onOpenChange={setOpenMobile}>
          {children}
        </SidebarSheet>
      </React.Suspense>
    ) : null;
  }
  const width = open ? "w-[var(--sidebar-width)]" : "w-[var(--sidebar-width-icon)]";
  return (
    <>
      {/* Reserves the sidebar's width in the page flow. */}
      <div aria-hidden className={cn("shrink-0 transition-[width] duration-200 print:hidden", width)} />
      <aside
        aria-label={label}
        data-testid="sidebar"
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "fixed inset-y-0 left-0 z-30 flex flex-col border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 print:hidden",
          width,
        )}
      >
        {children}
      </aside>
    </>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggle, open, isMobile, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("size-8", className)}
      onClick={toggle}
      aria-label={uiMessages.toggleSidebar}
      aria-expanded={isMobile ? openMobile : open}
    >
      <PanelLeft />
    </Button>
  );
}
