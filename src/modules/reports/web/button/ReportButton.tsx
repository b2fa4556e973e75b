/** 'Melden' in the top bar of every page, for every role: one tap to the report form, also on a phone. */
import { Link } from "@tanstack/react-router";
import { Megaphone } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@core/shared/paths";
import { buttonMessages as messages } from "./messages";

export function ReportButton() {
  return (
    <Link
      to={paths.melden}
      className={buttonVariants({ size: "sm", className: "shrink-0" })}
      title={messages.reportLabel}
      data-testid="report-button"
    >
      <Megaphone aria-hidden /> {messages.report}
    </Link>
  );
}
