import * as React from "react";

/**
 * True from the first time `open` is true: a dialog whose code is fetched lazily mounts then and
 * stays mounted, so it closes (animation, focus back to where it came from) as a static one does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
