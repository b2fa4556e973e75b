/**
 * 'Meer laden' under a list that comes a page at a time (an infinite query): shown while there is
 * a next page, disabled while it loads.
 */
import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button, type ButtonProps } from "./button";

type Pages = Pick<UseInfiniteQueryResult, "hasNextPage" | "isFetchingNextPage" | "fetchNextPage">;

export function LoadMore({
  pages,
  label,
  loading,
  size,
  className,
}: {
  pages: Pages;
  label: string;
  loading: string;
  size?: ButtonProps["size"];
  className?: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      className={className}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? loading : label}
    </Button>
  );
}
