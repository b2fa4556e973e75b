/** The sidebar as a slide-over sheet on a phone (components/ui/sidebar.tsx), loaded when first opened. */
import type * as React from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { sidebar as cfg } from "@core/shared/limits";
import { Button } from "./button";
import { uiMessages } from "@/components/ui/messages";

export default function SidebarSheet({
  label,
  open,
  onOpenChange,
  children,
}: {
  label: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
        <Dialog.Content
          aria-label={label}
          data-testid="sidebar"
          data-mobile="true"
          style={{ width: cfg.widthMobile }}
          className="fixed inset-y-0 left-0 z-50 flex flex-col bg-sidebar text-sidebar-foreground shadow-lg data-[state=open]:animate-sheet-in data-[state=closed]:animate-sheet-out"
        >
          <Dialog.Title className="sr-only">{label}</Dialog.Title>
          <Dialog.Description className="sr-only">{uiMessages.sidebarDescription}</Dialog.Description>
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="absolute right-2 top-2 size-8"
              aria-label={uiMessages.closeSidebar}
            >
              <X />
            </Button>
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
