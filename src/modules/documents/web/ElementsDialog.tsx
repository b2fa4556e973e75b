/**
 * The 23 HKZ elements as checkboxes in a dialog ('Hoort bij normelement'): for one document, for a
 * selection of documents, or for the next upload. The caller owns the Dialog and its trigger and
 * decides what saving does; the ticks start from `initial` each time the dialog opens.
 */
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogClose, DialogContent } from "@/components/ui/dialog";
import { hkzElements, type HkzElementNumber } from "@norm/norm";
import { messages } from "./messages";

type Props = {
  idPrefix: string;
  title: string;
  description: string;
  initial: readonly HkzElementNumber[];
  saveLabel: string;
  pending?: boolean;
  error?: string;
  /** Saving needs at least one element ticked (linking a selection). */
  requireOne?: boolean;
  onSave: (elements: HkzElementNumber[]) => void;
};

export function ElementsDialogContent({ title, description, ...rest }: Props) {
  return (
    <DialogContent title={title} description={description} className="max-w-lg">
      {/* Inside the content, which mounts when the dialog opens: the ticks start from `initial` each time. */}
      <ElementChoices {...rest} />
    </DialogContent>
  );
}

function ElementChoices({
  idPrefix,
  initial,
  saveLabel,
  pending = false,
  error,
  requireOne = false,
  onSave,
}: Omit<Props, "title" | "description">) {
  const [chosen, setChosen] = React.useState<HkzElementNumber[]>([...initial]);
  return (
    <>
      <ul className="grid max-h-80 gap-2 overflow-y-auto sm:grid-cols-2" data-testid="element-choices">
        {hkzElements.map((e) => (
          <li key={e.number} className="flex items-start gap-2 text-sm">
            <Checkbox
              id={`${idPrefix}-${e.number}`}
              checked={chosen.includes(e.number)}
              onCheckedChange={(on) =>
                setChosen((list) => (on ? [...list, e.number] : list.filter((x) => x !== e.number)))
              }
            />
            <label htmlFor={`${idPrefix}-${e.number}`}>
              {e.number} {e.title}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">{messages.elements.cancel}</Button>
        </DialogClose>
        <Button disabled={pending || (requireOne && chosen.length === 0)} onClick={() => onSave(chosen)}>
          {saveLabel}
        </Button>
      </div>
    </>
  );
}
