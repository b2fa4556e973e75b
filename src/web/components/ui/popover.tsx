import * as React from "react";
import { Popover as P } from "radix-ui";
import { cn } from "@/lib/utils";

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;

export function PopoverContent({ className, ...props }: React.ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        align="start"
        sideOffset={4}
        className={cn("z-50 rounded-md border bg-card p-3 shadow-md", className)}
        {...props}
      />
    </P.Portal>
  );
}
