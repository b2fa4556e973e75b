import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import { uiMessages } from "@/components/ui/messages";

const alertVariants = cva("relative w-full rounded-lg border px-4 py-3 text-sm", {
  variants: {
    variant: {
      default: "bg-card",
      destructive: "border-destructive/50 bg-destructive/10 text-destructive",
      warning: "border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
      success: "border-green-600/40 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Alert({
  className,
  variant,
  title,
  children,
  onDismiss,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof alertVariants> & { title?: string; onDismiss?: () => void }) {
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
      {onDismiss && (
        <button
          type="button"
          aria-label={uiMessages.closeAlert}
          onClick={onDismiss}
          className="absolute right-2 top-2 rounded p-1 hover:bg-black/5"
        >
          <X className="size-4" />
        </button>
      )}
    </div>
  );
}
