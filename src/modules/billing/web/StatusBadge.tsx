import { cn } from "@/lib/utils";
import { subscriptionStatusLabel, type StatusTone } from "../model";

const toneClasses: Record<StatusTone, string> = {
  green: "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200",
  yellow: "bg-yellow-100 text-yellow-800 dark:bg-yellow-900/50 dark:text-yellow-200",
  red: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200",
  grey: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200",
};

/** The Dutch label of a subscription status, in its colour. */
export function StatusBadge({ status }: { status: string | null }) {
  const { label, tone } = subscriptionStatusLabel(status);
  return (
    <span
      data-testid="subscription-status"
      data-tone={tone}
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium", toneClasses[tone])}
    >
      {label}
    </span>
  );
}
