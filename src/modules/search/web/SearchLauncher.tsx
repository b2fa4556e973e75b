/**
 * The search field in the top bar and the Ctrl+K (Cmd+K on a Mac) shortcut. Only this small part
 * comes with the shell; the dialog and its code load the first time search opens (or the pointer
 * or focus reaches the field), so the pages weigh no more for it.
 */
import * as React from "react";
import { Search } from "lucide-react";
import { messages as t } from "./messages";

const loadDialog = () => import("./SearchDialog");
const SearchDialog = React.lazy(loadDialog);

const onMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);

export function SearchLauncher() {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const keys = onMac() ? "⌘K" : "Ctrl+K";

  const show = React.useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  React.useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === "k" && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [show]);

  return (
    <>
      <button
        type="button"
        aria-label={t.openLabel(keys)}
        aria-haspopup="dialog"
        aria-keyshortcuts={onMac() ? "Meta+K" : "Control+K"}
        onClick={show}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className="ml-auto flex h-9 shrink-0 items-center gap-2 rounded-md border bg-background px-2.5 text-sm text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-56"
      >
        <Search aria-hidden className="size-4" />
        <span className="hidden sm:inline">{t.open}</span>
        <kbd aria-hidden className="ml-auto hidden rounded border bg-muted px-1.5 font-sans text-xs sm:inline">
          {keys}
        </kbd>
      </button>
      {used && (
        <React.Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </React.Suspense>
      )}
    </>
  );
}
