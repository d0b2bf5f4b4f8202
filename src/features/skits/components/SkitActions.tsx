/**
 * The skit page's action bar: Edit, Delete (behind a confirmation dialog) and,
 * for admins, Approve. The server enforces every rule again.
 */
import { useRef, useState } from "react";
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";

type Props = {
  uuid: string;
  title: string;
  canEdit: boolean;
  editsRemaining: number;
  canDelete: boolean;
  canApprove: boolean;
};

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60";

export default function SkitActions({ uuid, title, canEdit, editsRemaining, canDelete, canApprove }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [deleting, setDeleting] = useState(false);
  const [approving, setApproving] = useState(false);

  async function onDelete() {
    setDeleting(true);
    try {
      await apiRequest("DELETE", `/api/skits/${uuid}`);
      flashToast({ title: "Skit deleted", description: `"${title}" has been deleted.` });
      window.location.assign("/dashboard");
    } catch (error) {
      setDeleting(false);
      dialogRef.current?.close();
      showToast({
        title: "Failed to delete skit",
        description:
          error instanceof Error && error.message
            ? error.message
            : "There was an error deleting your skit. Please try again.",
        variant: "destructive",
      });
    }
  }

  async function onApprove() {
    setApproving(true);
    try {
      await apiRequest("POST", `/api/admin/skits/${uuid}/approve`);
      flashToast({ title: "Skit approved", description: "The skit is now visible in the public library." });
      window.location.reload();
    } catch (error) {
      setApproving(false);
      showToast({
        title: "Failed to approve skit",
        description:
          error instanceof Error && error.message ? error.message : "There was an error approving the skit.",
        variant: "destructive",
      });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {canEdit ? (
        <a
          href={`/edit/${uuid}`}
          className={`${buttonBase} border border-border bg-background hover:bg-muted`}
        >
          Edit ({editsRemaining} {editsRemaining === 1 ? "edit" : "edits"} left)
        </a>
      ) : null}
      {canApprove ? (
        <button
          type="button"
          onClick={onApprove}
          disabled={approving}
          className={`${buttonBase} bg-emerald-700 text-white hover:bg-emerald-800`}
        >
          {approving ? "Approving..." : "Approve Skit"}
        </button>
      ) : null}
      {canDelete ? (
        <>
          <button
            type="button"
            onClick={() => dialogRef.current?.showModal()}
            className={`${buttonBase} border border-destructive text-destructive hover:bg-destructive hover:text-destructive-foreground`}
          >
            Delete
          </button>
          <dialog
            ref={dialogRef}
            aria-labelledby={`delete-title-${uuid}`}
            aria-describedby={`delete-desc-${uuid}`}
            className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/50"
          >
            <h2 id={`delete-title-${uuid}`} className="text-lg font-semibold">
              Delete this skit?
            </h2>
            <p id={`delete-desc-${uuid}`} className="mt-2 text-sm text-muted-foreground">
              "{title}" will be permanently deleted, with its reviews. This cannot be undone.
            </p>
            <div className="mt-6 flex justify-end gap-2">
              <button
                type="button"
                autoFocus
                onClick={() => dialogRef.current?.close()}
                className={`${buttonBase} border border-border hover:bg-muted`}
              >
                Cancel
              </button>
              <button
                type="button"
                onClick={onDelete}
                disabled={deleting}
                className={`${buttonBase} bg-destructive text-destructive-foreground hover:opacity-90`}
              >
                {deleting ? "Deleting..." : "Delete"}
              </button>
            </div>
          </dialog>
        </>
      ) : null}
    </div>
  );
}
