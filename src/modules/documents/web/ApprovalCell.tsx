/**
 * A document's 'Vastgesteld' in the file list: who approved it and when, for every member; for an
 * Eigenaar without an approval yet, the button that approves it as uploaded. The review date then
 * counts from the approval (planning/approvals.ts on the server).
 */
import * as React from "react";
import { BadgeCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { approvalText, type Approval } from "@norm/approvals";
import { useApproveDocument } from "./api";
import { messages } from "./messages";

export function ApprovalCell({
  fileId,
  fileName,
  approval,
  mayApprove,
  onApproved,
}: {
  fileId: string;
  fileName: string;
  approval: Approval | undefined;
  mayApprove: boolean;
  /** The news for the page's polite status line. */
  onApproved: (text: string) => void;
}) {
  const approve = useApproveDocument();
  const [failure, setFailure] = React.useState<string>();
  if (approval) {
    return (
      <span className="inline-flex items-start gap-1.5 text-sm" data-testid="file-approval">
        <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
        {approvalText.approved(approval)}
      </span>
    );
  }
  if (!mayApprove) return <span className="text-sm text-muted-foreground">{messages.approval.none}</span>;

  async function onApprove() {
    if (approve.isPending) return;
    try {
      await approve.mutateAsync(fileId);
      setFailure(undefined);
      onApproved(approvalText.done(fileName));
    } catch (e) {
      setFailure(errorMessage(e));
      onApproved(errorMessage(e));
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={messages.approval.approve(fileName)}
        aria-disabled={approve.isPending}
        onClick={() => void onApprove()}
      >
        {approvalText.approve}
      </Button>
      {failure && <span className="block text-xs text-destructive">{failure}</span>}
    </>
  );
}
