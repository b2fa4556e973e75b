/** On the Overzicht's first step: the way in for someone who already has a handbook in Word. */
import { Link } from "@tanstack/react-router";
import { FileUp } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { useReadOnly } from "@/lib/access";
import { paths } from "@core/shared/paths";
import { handbookImportMessages as m } from "./messages";

export function ImportStep() {
  // Only for those who may import now: not readers, not after the trial.
  if (useReadOnly()) return null;
  return (
    <div className="w-full border-t pt-3" data-testid="import-step">
      <p className="font-medium">{m.stepTitle}</p>
      <p className="mb-2 text-sm text-muted-foreground">{m.stepIntro}</p>
      <Link to={paths.handboekImporteren} className={buttonVariants({ variant: "outline" })}>
        <FileUp aria-hidden /> {m.stepLink}
      </Link>
    </div>
  );
}
