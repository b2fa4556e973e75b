/**
 * One polite live region per page for save states. Each section used to carry its own, so a
 * screen reader heard every section of a page at once; now sections hand their news to this one.
 */
import * as React from "react";

const AnnounceContext = React.createContext<(message: string) => void>(() => {});

export const useAnnounce = () => React.useContext(AnnounceContext);

export function LiveRegionProvider({ children }: { children: React.ReactNode }) {
  const [message, setMessage] = React.useState("");
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  // Saying the same words twice in a row must still be heard: empty the region, then fill it in a
  // later render (a microtask could be batched into the same render and change nothing).
  const announce = React.useCallback((next: string) => {
    setMessage("");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(next), 100);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-region">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}
