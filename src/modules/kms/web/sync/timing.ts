import { timings } from "@core/shared/limits";
import type { Timing } from "./value-sync";

/** Policy text: 'Opgeslagen' at once, hidden after 1.5 s. */
export const policyTiming: Timing = {
  debounceMs: timings.saveDebounceMs,
  savedDelayMs: 0,
  savedVisibleMs: timings.policySavedVisibleMs,
};

/** Tables: 'Opgeslagen' 0.5 s after the sync, cleared 2 s later. */
export const tableTiming: Timing = {
  debounceMs: timings.saveDebounceMs,
  savedDelayMs: timings.tableSavedDelayMs,
  savedVisibleMs: timings.tableSavedVisibleMs,
};
