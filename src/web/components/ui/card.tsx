import * as React from "react";
import { cn } from "@/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("rounded-lg border bg-card text-card-foreground shadow-sm", className)} {...props} />;
}
export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}
/**
 * A card's heading. A card usually is a section of the page under its h1, so h2 by default; `as`
 * keeps the heading order (h1 → h2 → h3) intact elsewhere (h3 for a card inside an h2 section).
 * `size="lg"` for a card that is the page's main content (not a className: the signed-out pages
 * override no classes, see lib/utils.ts).
 */
export function CardTitle({
  className,
  as: Heading = "h2",
  size = "default",
  ...props
}: React.ComponentProps<"h2"> & { as?: "h1" | "h2" | "h3"; size?: "default" | "lg" }) {
  return (
    <Heading
      className={cn(size === "lg" ? "text-2xl" : "text-lg", "font-semibold leading-tight", className)}
      {...props}
    />
  );
}
export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}
