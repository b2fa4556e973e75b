import { timings } from "../../../../shared/limits";
import type { Timing } from "./value-sync";

/** Policy text: 'Opgeslagen' at once, hidden after 1.5 s (spec §4, §9). */
export const policyTiming: Timing = {
  debounceMs: timings.saveDebounceMs,
  savedDelayMs: 0,
  savedVisibleMs: timings.policySavedVisibleMs,
};

/** Tables: 'Opgeslagen' 0.5 s after the sync, cleared 2 s later (spec §4, §9). */
export const tableTiming: Timing = {
  debounceMs: timings.saveDebounceMs,
  savedDelayMs: timings.tableSavedDelayMs,
  savedVisibleMs: timings.tableSavedVisibleMs,
};
