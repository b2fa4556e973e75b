/** 'Direct naar de inhoud': the first focusable element of every layout, visible only when focused. */
import { focusElement, mainId } from "@/lib/a11y";
import { uiMessages } from "@/components/ui/messages";

export function SkipLink() {
  return (
    <a
      href={`#${mainId}`}
      onClick={(e) => {
        // Focus main ourselves: a hash change would go through the router and not move focus.
        e.preventDefault();
        const main = document.getElementById(mainId);
        focusElement(main);
        main?.scrollIntoView();
      }}
      className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium text-foreground shadow ring-2 ring-ring focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
    >
      {uiMessages.skipToContent}
    </a>
  );
}
