/**
 * 'Koppel aan normelement' in selection mode: the chosen documents get the elements ticked in the
 * dialog (POST /api/documents/elements, existing links stay). The page's status line says what
 * was linked.
 */
import { moduleKey } from "@core/web/api-query";
import * as React from "react";
import { Link2 } from "lucide-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { client, errorMessage, json } from "@/lib/api";
import type { HkzElementNumber } from "@norm/norm";
import { messages } from "./messages";
import { ElementsDialogContent } from "./ElementsDialog";

const m = messages.elements;

export function LinkSelected({ chosen, onLinked }: { chosen: string[]; onLinked: (text: string) => void }) {
  const [open, setOpen] = React.useState(false);
  const queryClient = useQueryClient();
  const link = useMutation({
    mutationFn: (add: HkzElementNumber[]) =>
      json(client.documents.elements.$post({ json: { documentIds: chosen, add } })),
    onSuccess: async (answer, add) => {
      setOpen(false);
      onLinked(m.linked(answer.documents.length, add));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleKey("documents") }),
        queryClient.invalidateQueries({ queryKey: moduleKey("elements") }),
      ]);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) link.reset();
      }}
    >
      <Button variant="outline" size="sm" disabled={chosen.length === 0} onClick={() => setOpen(true)}>
        <Link2 aria-hidden /> {m.linkSelected(chosen.length)}
      </Button>
      <ElementsDialogContent
        idPrefix="bulk-element"
        title={m.linkSelected(chosen.length)}
        description={m.linkSelectedDescription(chosen.length)}
        initial={[]}
        saveLabel={m.linkSelectedSave}
        requireOne
        pending={link.isPending}
        error={link.isError ? errorMessage(link.error) : undefined}
        onSave={(add) => link.mutate(add)}
      />
    </Dialog>
  );
}
