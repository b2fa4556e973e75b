import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";
import { uiMessages } from "@/components/ui/messages";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <Loader2 aria-hidden className={cn("size-4 animate-spin", className)} />
      <span className={label ? "" : "sr-only"}>{label ?? uiMessages.loading}</span>
    </span>
  );
}
