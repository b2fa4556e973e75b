import * as React from "react";
import { Tooltip as T } from "radix-ui";
import { cn } from "@/lib/utils";

export function Tooltip({
  content,
  children,
  side = "right",
}: {
  content: React.ReactNode;
  children: React.ReactElement;
  side?: "top" | "right" | "bottom" | "left";
}) {
  // Its own provider, so no provider has to wrap the whole app.
  return (
    <T.Provider delayDuration={0}>
      <T.Root>
        <T.Trigger asChild>{children}</T.Trigger>
        <T.Portal>
          <T.Content
            side={side}
            sideOffset={6}
            className={cn("z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow animate-fade-in")}
          >
            {content}
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  );
}
