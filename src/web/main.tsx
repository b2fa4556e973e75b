import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import { QueryScope } from "@/lib/query-scope";
import { watchSystemTheme } from "@/lib/theme";
import { createAppRouter } from "./router";
import "./styles.css";

const router = createAppRouter();
watchSystemTheme();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryScope>
      <RouterProvider router={router} />
    </QueryScope>
  </StrictMode>,
);
