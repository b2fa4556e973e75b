/**
 * Business constants and timings shared by the server and the web app.
 */
export const limits = {
  organisationNameMax: 120,
  /** A policy text longer than this is refused with 413. */
  textMaxChars: 100_000,
  /** A table with more rows than this is refused with 413. */
  tableMaxRows: 1_000,
  /** Max file size for uploads, enforced in the browser and on the server. */
  fileMaxBytes: 50 * 1024 * 1024,
  /** tus chunk size; files above it go up in several requests. */
  uploadChunkBytes: 256 * 1024,
  passwordMin: 10,
  passwordMax: 128,
} as const;

export const timings = {
  /** Debounce for saving policy text and tables after the last edit. */
  saveDebounceMs: 5_000,
  /** Policy text: 'Opgeslagen' hides this long after saving. */
  policySavedVisibleMs: 1_500,
  /** Tables: 'Opgeslagen' appears this long after the sync … */
  tableSavedDelayMs: 500,
  /** … and is cleared this long after it appeared. */
  tableSavedVisibleMs: 2_000,
  uploadPanelHideMs: 1_500,
  newFileHighlightMs: 8_000,
} as const;

export const sidebar = {
  cookieName: "sidebar:state",
  cookieMaxAge: 60 * 60 * 24 * 7,
  width: "16rem",
  widthMobile: "18rem",
  widthIcon: "3rem",
  mobileBreakpoint: 768,
  shortcutKey: "b",
} as const;
