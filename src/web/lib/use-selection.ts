/**
 * Selection mode for deleting rows or files (the same rules for both): checkboxes appear,
 * delete is possible only with at least one item chosen, and items that left the list are not chosen.
 */
import * as React from "react";

export function useSelection(ids: readonly string[]) {
  const [selecting, setSelecting] = React.useState(false);
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(new Set());
  const present = new Set(ids);
  const chosen = [...selected].filter((id) => present.has(id));

  return {
    selecting,
    chosen,
    start: () => setSelecting(true),
    stop: () => {
      setSelecting(false);
      setSelected(new Set());
    },
    isChosen: (id: string) => selected.has(id) && present.has(id),
    toggle: (id: string, on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    /** The select-all checkbox: its state, and what ticking it does. */
    all: {
      checked: (chosen.length > 0 && chosen.length === ids.length ? true : chosen.length ? "indeterminate" : false) as
        boolean | "indeterminate",
      set: (on: boolean) => setSelected(on ? new Set(ids) : new Set()),
    },
  };
}
