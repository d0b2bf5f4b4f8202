/**
 * Upload a skit as a .txt file (spec: "Text-file skit upload component"): the
 * first line is the title, the next paragraph the description, the rest the
 * script. The file is checked here with the server's rules and messages, sent
 * as multipart field skitFile, and on success the reader goes to /browse where
 * the new skit waits under "Your Skits". Reused by the admin Uploads tab.
 */
import { type ChangeEvent, type SubmitEvent, useId, useRef, useState } from "react";
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { showToast } from "../../../components/ui/toast.ts";
import { checkUploadFile, UPLOAD_FIELD, UPLOAD_MAX_BYTES } from "../library-query.ts";

interface Props {
  /** Where to go after a successful upload (default /browse). */
  redirectTo?: string;
  heading?: string;
  /** The heading's level where the form sits: 3 under the dashboard's section, 2 in the admin's tab panel. */
  headingLevel?: 2 | 3;
}

export const UPLOAD_FAILED_TITLE = "Upload failed";

async function sendFile(file: File): Promise<{ skit: { uuid: string; title: string } }> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  let response: Response;
  try {
    response = await fetch("/api/skits/upload-text", {
      method: "POST",
      body,
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
  } catch {
    throw new Error("Please try again");
  }
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const message = (payload as { message?: unknown } | null)?.message;
    throw new Error(typeof message === "string" && message ? message : "Failed to upload file");
  }
  return payload as { skit: { uuid: string; title: string } };
}

export function TextUpload({
  redirectTo = "/browse",
  heading = "Upload a skit from a text file",
  headingLevel = 3,
}: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setError(chosen ? checkUploadFile(chosen) : null);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkUploadFile(file);
    if (problem || !file) {
      setError(problem);
      showToast({
        title: UPLOAD_FAILED_TITLE,
        description: problem ?? "Please try again",
        variant: "destructive",
      });
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { skit } = await sendFile(file);
      flashToast({
        title: "Skit uploaded",
        description: `"${skit.title}" is waiting for approval. You'll find it under Your Skits.`,
      });
      window.location.assign(redirectTo);
    } catch (failure) {
      setBusy(false);
      const message = failure instanceof Error && failure.message ? failure.message : "Please try again";
      setError(message);
      showToast({ title: UPLOAD_FAILED_TITLE, description: message, variant: "destructive" });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </Heading>
      <p className="text-sm text-muted-foreground">
        A plain-text (.txt) file of up to {UPLOAD_MAX_BYTES / 1024 / 1024} MB: the first line is the title,
        the next paragraph a short description, and the rest the script. It is stored as a pending skit (no
        credit is used) until an administrator approves it.
      </p>
      <div>
        <label htmlFor={`${id}-file`} className="field-label">
          Skit file (.txt)
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          name={UPLOAD_FIELD}
          accept=".txt,text/plain"
          onChange={onChange}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={`${id}-error`}
          className="field-input file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:font-semibold file:text-secondary-foreground"
        />
        <p id={`${id}-error`} className="field-error" role="alert">
          {error ?? ""}
        </p>
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Uploading..." : "Upload Skit"}
        </button>
      </div>
    </form>
  );
}

export default TextUpload;
