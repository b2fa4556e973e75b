/**
 * `cn` joins class names and, in the signed-in app, lets a caller's classes override a component's
 * own (tailwind-merge: `cn("p-6", "p-2")` → "p-2"). tailwind-merge is a large share of what the
 * signed-out pages would load, so it comes with the shell (lib/class-merge.ts) and is registered
 * here; until then `cn` only joins. The signed-out pages therefore pass no classes that conflict with
 * a component's own (e2e: foundation.spec.ts checks their rendered classes against tailwind-merge).
 */
import { clsx, type ClassValue } from "clsx";

let merge: (classes: string) => string = (classes) => classes;

/** Called once by lib/class-merge.ts when it is loaded. */
export function setClassMerge(fn: (classes: string) => string): void {
  merge = fn;
}

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
