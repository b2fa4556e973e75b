import * as React from "react";
import { Dialog as D } from "radix-ui";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

export const Dialog = D.Root;
export const DialogClose = D.Close;

/**
 * The dialog's panel. When it closes, focus returns to whatever opened it, also when the dialog is
 * opened from state rather than by a DialogTrigger (Radix then has no trigger to return to and
 * leaves focus on the page body). A caller that knows better (the opener is gone) prevents it.
 */
export function DialogContent({
  className,
  title,
  description,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof D.Content> & { title: string; description?: string }) {
  const opener = React.useRef<HTMLElement | null>(null);
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in" />
      <D.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-lg",
          className,
        )}
        {...props}
        onOpenAutoFocus={(e) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(e);
        }}
        onCloseAutoFocus={(e) => {
          onCloseAutoFocus?.(e);
          const target = opener.current;
          opener.current = null;
          if (e.defaultPrevented || !target?.isConnected) return;
          e.preventDefault();
          target.focus();
        }}
      >
        <D.Title className="text-lg font-semibold">{title}</D.Title>
        {description ? (
          <D.Description className="text-sm text-muted-foreground">{description}</D.Description>
        ) : (
          <D.Description className="sr-only">{title}</D.Description>
        )}
        {children}
      </D.Content>
    </D.Portal>
  );
}

/**
 * The two buttons under a confirmation: one that keeps things as they are (closes the dialog) and
 * the destructive step. While the step runs (`pending`) neither can be pressed again.
 */
export function ConfirmActions({
  keep,
  confirm,
  onConfirm,
  pending = false,
}: {
  keep: string;
  confirm: React.ReactNode;
  onConfirm: () => void;
  pending?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          {keep}
        </Button>
      </DialogClose>
      <Button variant="destructive" onClick={onConfirm} disabled={pending}>
        {confirm}
      </Button>
    </div>
  );
}
