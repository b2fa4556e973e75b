import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import { QueryScope } from "@/lib/query-scope";
import { watchSystemTheme } from "@/lib/theme";
import { createAppRouter } from "./router";
import "./styles.css";

const router = createAppRouter();
watchSystemTheme();

const root = document.getElementById("root")!;
// The server's placeholder frame of a signed-in page (server/page-preloads.ts) goes the moment the
// app puts something on screen: in the same task, so nothing jumps.
const boot = document.getElementById("boot");
if (boot) {
  new MutationObserver((_, observer) => {
    if (root.childElementCount === 0) return;
    boot.remove();
    observer.disconnect();
  }).observe(root, { childList: true });
}

createRoot(root).render(
  <StrictMode>
    <QueryScope>
      <RouterProvider router={router} />
    </QueryScope>
  </StrictMode>,
);
