/**
 * Light / dark / system theme, remembered in localStorage. public/theme-init.js applies the same
 * rule before the first paint; this module applies changes afterwards.
 */
export type Theme = "light" | "dark" | "system";
export const THEME_KEY = "normwijs-theme";

export function getTheme(): Theme {
  const v = localStorage.getItem(THEME_KEY);
  return v === "light" || v === "dark" ? v : "system";
}

export function applyTheme(theme: Theme): void {
  const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  applyTheme(theme);
}

/** Follows the operating system while the theme is 'system'. */
export function watchSystemTheme(): () => void {
  const mql = window.matchMedia("(prefers-color-scheme: dark)");
  const onChange = () => getTheme() === "system" && applyTheme("system");
  mql.addEventListener("change", onChange);
  return () => mql.removeEventListener("change", onChange);
}
