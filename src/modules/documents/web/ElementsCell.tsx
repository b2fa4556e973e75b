/**
 * 'Hoort bij normelement' for one document: the element numbers it is linked to, and for Eigenaar
 * and Bewerker a dialog with the 23 elements to change them (PUT /api/documents/:id/elements).
 */
import { moduleKey } from "@core/web/api-query";
import * as React from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { client, errorMessage, json } from "@/lib/api";
import type { HkzElementNumber } from "@norm/norm";
import type { StoredFileDto } from "../model";
import { messages } from "./messages";
import { ElementsDialogContent } from "./ElementsDialog";

const m = messages.elements;

export function ElementsCell({ file, canEdit }: { file: StoredFileDto; canEdit: boolean }) {
  const [open, setOpen] = React.useState(false);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (elements: HkzElementNumber[]) =>
      json(client.documents[":id"].elements.$put({ param: { id: file.id }, json: { elements } })),
    onSuccess: async () => {
      setOpen(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleKey("documents") }),
        queryClient.invalidateQueries({ queryKey: moduleKey("elements") }),
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
        if (next) save.reset();
      }}
    >
      <Button variant="ghost" size="sm" className="h-auto px-1" onClick={() => setOpen(true)}>
        {shown}
        <span className="sr-only">: {m.change(file.name)}</span>
      </Button>
      <ElementsDialogContent
        idPrefix={`el-${file.id}`}
        title={m.title}
        description={m.description(file.name)}
        initial={file.elements}
        saveLabel={m.save}
        pending={save.isPending}
        error={save.isError ? errorMessage(save.error) : undefined}
        onSave={(elements) => save.mutate(elements)}
      />
    </Dialog>
  );
}
