/**
 * 'Hoort bij normelement' for one document: the element numbers it is linked to, and for Eigenaar
 * and Bewerker a dialog with the 23 elements to change them (PUT /api/documents/:id/elements).
 */
import * as React from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { client, json } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { hkzElements, type HkzElementNumber } from "../../../../shared/norm";
import type { StoredFileDto } from "../../../../shared/documents";
import { messages } from "../messages";

const m = messages.elements;

export function ElementsCell({ file, canEdit }: { file: StoredFileDto; canEdit: boolean }) {
  const [open, setOpen] = React.useState(false);
  const [chosen, setChosen] = React.useState<HkzElementNumber[]>(file.elements);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (elements: HkzElementNumber[]) =>
      json(client.documents[":id"].elements.$put({ param: { id: file.id }, json: { elements } })),
    onSuccess: async () => {
      setOpen(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.elements.all }),
      ]);
    },
  });
  const shown = file.elements.length ? file.elements.join(", ") : m.none;
  if (!canEdit) return <span>{shown}</span>;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setChosen(file.elements);
      }}
    >
      <Button variant="ghost" size="sm" className="h-auto px-1" onClick={() => setOpen(true)}>
        {shown}
        <span className="sr-only">: {m.change(file.name)}</span>
      </Button>
      <DialogContent title={m.title} description={m.description(file.name)} className="max-w-lg">
        <ul className="grid max-h-80 gap-2 overflow-y-auto sm:grid-cols-2">
          {hkzElements.map((e) => (
            <li key={e.number} className="flex items-start gap-2 text-sm">
              <Checkbox
                id={`el-${file.id}-${e.number}`}
                checked={chosen.includes(e.number)}
                onCheckedChange={(on) =>
                  setChosen((list) => (on ? [...list, e.number] : list.filter((x) => x !== e.number)))
                }
              />
              <label htmlFor={`el-${file.id}-${e.number}`}>
                {e.number} {e.title}
              </label>
            </li>
          ))}
        </ul>
        {save.isError && <p className="text-sm text-destructive">{(save.error as Error).message}</p>}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{m.cancel}</Button>
          </DialogClose>
          <Button disabled={save.isPending} onClick={() => save.mutate(chosen)}>
            {m.save}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
