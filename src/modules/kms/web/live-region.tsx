/**
 * One polite live region per page for save states. Each section used to carry its own, so a
 * screen reader heard every section of a page at once; now sections hand their news to this one.
 */
import * as React from "react";

const AnnounceContext = React.createContext<(message: string) => void>(() => {});

export const useAnnounce = () => React.useContext(AnnounceContext);

/** Each message stays this long before the next one replaces it, so none is cut off unheard. */
const MIN_VISIBLE_MS = 1_500;

export function LiveRegionProvider({ children }: { children: React.ReactNode }) {
  const [message, setMessage] = React.useState("");
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  const queue = React.useRef<string[]>([]);
  const busy = React.useRef(false);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  // Saying the same words twice in a row must still be heard: empty the region, then fill it in a
  // later render (a microtask could be batched into the same render and change nothing). News that
  // arrives while a message is being read waits its turn (the latest three at most).
  const announce = React.useCallback((next: string) => {
    const pump = () => {
      const text = queue.current.shift();
      if (text === undefined) {
        busy.current = false;
        return;
      }
      busy.current = true;
      setMessage("");
      timer.current = setTimeout(() => {
        setMessage(text);
        timer.current = setTimeout(pump, MIN_VISIBLE_MS);
      }, 100);
    };
    queue.current = [...queue.current.filter((m) => m !== next), next].slice(-3);
    if (!busy.current) pump();
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
