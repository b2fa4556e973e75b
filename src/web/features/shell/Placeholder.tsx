import { PageHeader } from "@/components/ui/page";

/** A screen that another issue fills in. */
export function Placeholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p className="text-muted-foreground">Dit onderdeel is binnenkort beschikbaar.</p>
    </>
  );
}
