/**
 * The About page's 'Edit Content' toggle for admins: title, subtitle, main
 * text, the intro video (upload or address) and a team list editor. Saving
 * posts to /api/about and reloads the page; the server validates again.
 */
import { type SubmitEvent, useId, useRef, useState } from "react";
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { showToast } from "../../../components/ui/toast.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import {
  ABOUT_LIMITS,
  type AboutContentView,
  aboutFormSchema,
  type TeamMemberView,
} from "../about.schema.ts";

type Errors = Record<string, string>;

const blankMember = (): TeamMemberView & { key: string } => ({
  key: Math.random().toString(36).slice(2),
  name: "",
  role: "",
  bio: "",
  photoUrl: "",
});

/** Uploads with progress (fetch cannot report upload progress). */
function uploadVideo(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload/video");
    xhr.responseType = "json";
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { url?: string; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) resolve(body.url);
      else reject(new Error(body?.message ?? `${xhr.status}: ${xhr.statusText || "Upload failed"}`));
    };
    xhr.onerror = () => reject(new Error("The connection failed during the upload. Please try again."));
    const form = new FormData();
    form.append("video", file);
    xhr.send(form);
  });
}

export default function AboutEditor({
  initial,
  maxVideoBytes,
}: {
  initial: AboutContentView;
  maxVideoBytes: number;
}) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(initial.title);
  const [subtitle, setSubtitle] = useState(initial.subtitle ?? "");
  const [mainText, setMainText] = useState(initial.mainText);
  const [videoUrl, setVideoUrl] = useState(initial.videoUrl ?? "");
  const [team, setTeam] = useState(() =>
    initial.team.map((m) => ({ ...m, key: Math.random().toString(36).slice(2) })),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const maxMb = Math.round(maxVideoBytes / (1024 * 1024));

  function updateMember(index: number, patch: Partial<TeamMemberView>) {
    setTeam((list) => list.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  }

  function moveMember(index: number, by: -1 | 1) {
    setTeam((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(Math.min(Math.max(index + by, 0), next.length), 0, item);
      return next;
    });
  }

  async function onVideoChosen(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("video/")) {
      showToast({
        title: "Failed to upload video",
        description: "Please select a video file (video/*)",
        variant: "destructive",
      });
      return;
    }
    if (file.size > maxVideoBytes) {
      showToast({
        title: "Failed to upload video",
        description: `The video must be ${maxMb} MB or less`,
        variant: "destructive",
      });
      return;
    }
    setProgress(0);
    try {
      const url = await uploadVideo(file, setProgress);
      setVideoUrl(url);
      showToast({ title: "Video uploaded", description: "Save the content to show it on the About page." });
    } catch (error) {
      showToast({
        title: "Failed to upload video",
        description: error instanceof Error ? error.message : "Please try again",
        variant: "destructive",
      });
    } finally {
      setProgress(null);
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  async function save(event: SubmitEvent) {
    event.preventDefault();
    const input = { title, subtitle, mainText, videoUrl, team: team.map(({ key: _key, ...m }) => m) };
    const parsed = aboutFormSchema.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path.map(String).join(".")] ??= issue.message;
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await apiRequest("POST", "/api/about", parsed.data);
      flashToast({ title: "About page updated", description: "Your changes are live." });
      window.location.reload();
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.errors) {
        const next: Errors = {};
        for (const [key, messages] of Object.entries(error.errors)) if (messages[0]) next[key] = messages[0];
        setErrors(next);
      }
      showToast({
        title: "Failed to update about content",
        description: error instanceof Error && error.message ? error.message : "Please try again",
        variant: "destructive",
      });
    }
  }

  const field = (name: string) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? ("true" as const) : undefined,
    "aria-describedby": `${id}-${name}-error`,
  });
  const errorFor = (name: string) => (
    <p id={`${id}-${name}-error`} className="field-error">
      {errors[name] ?? ""}
    </p>
  );

  return (
    <div className="rounded-xl border border-dashed border-primary/60 bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">You are an administrator: you can change this page.</p>
        <button
          type="button"
          className={`btn ${open ? "btn-outline" : "btn-primary"}`}
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Close Editor" : "Edit Content"}
        </button>
      </div>
      {open ? (
        <form id={`${id}-form`} onSubmit={save} noValidate className="mt-6 grid gap-5">
          <div>
            <label htmlFor={`${id}-title`} className="field-label">
              Title
            </label>
            <input
              {...field("title")}
              className="field-input"
              value={title}
              maxLength={ABOUT_LIMITS.title}
              onChange={(e) => setTitle(e.target.value)}
              required
            />
            {errorFor("title")}
          </div>
          <div>
            <label htmlFor={`${id}-subtitle`} className="field-label">
              Subtitle (optional)
            </label>
            <input
              {...field("subtitle")}
              className="field-input"
              value={subtitle}
              maxLength={ABOUT_LIMITS.subtitle}
              onChange={(e) => setSubtitle(e.target.value)}
            />
            {errorFor("subtitle")}
          </div>
          <div>
            <label htmlFor={`${id}-mainText`} className="field-label">
              Main text
            </label>
            <textarea
              {...field("mainText")}
              className="field-input min-h-48"
              value={mainText}
              maxLength={ABOUT_LIMITS.mainText}
              onChange={(e) => setMainText(e.target.value)}
              required
            />
            <p className="field-hint">Leave a blank line between paragraphs.</p>
            {errorFor("mainText")}
          </div>

          <fieldset className="grid gap-3 rounded-lg border border-border p-4">
            <legend className="px-1 font-semibold">Intro video (optional)</legend>
            <div>
              <label htmlFor={`${id}-videoFile`} className="field-label">
                Upload a video file
              </label>
              <input
                ref={fileRef}
                id={`${id}-videoFile`}
                type="file"
                accept="video/*"
                className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:font-semibold file:text-secondary-foreground"
                disabled={progress !== null}
                onChange={(e) => onVideoChosen(e.target.files?.[0])}
                aria-describedby={`${id}-videoFile-hint`}
              />
              <p id={`${id}-videoFile-hint`} className="field-hint">
                MP4 or WebM work in every browser. At most {maxMb} MB.
              </p>
              {progress !== null ? (
                <div className="mt-2">
                  <progress className="w-full" max={1} value={progress} aria-label="Upload progress" />
                  <p className="text-xs text-muted-foreground" aria-live="polite">
                    Uploading… {Math.round(progress * 100)}%
                  </p>
                </div>
              ) : null}
            </div>
            <div>
              <label htmlFor={`${id}-videoUrl`} className="field-label">
                Video address
              </label>
              <div className="flex gap-2">
                <input
                  {...field("videoUrl")}
                  className="field-input"
                  value={videoUrl}
                  onChange={(e) => setVideoUrl(e.target.value)}
                  placeholder="https://… or /uploads/…"
                />
                {videoUrl ? (
                  <button type="button" className="btn btn-outline" onClick={() => setVideoUrl("")}>
                    Remove
                  </button>
                ) : null}
              </div>
              {errorFor("videoUrl")}
            </div>
          </fieldset>

          <fieldset className="grid gap-3 rounded-lg border border-border p-4">
            <legend className="px-1 font-semibold">Team</legend>
            {team.length === 0 ? (
              <p className="text-sm text-muted-foreground">No team members listed.</p>
            ) : null}
            <ol className="grid gap-4">
              {team.map((member, index) => (
                <li key={member.key} className="grid gap-3 rounded-lg bg-muted/50 p-3 sm:grid-cols-2">
                  <div>
                    <label htmlFor={`${id}-team.${index}.name`} className="field-label">
                      Name
                    </label>
                    <input
                      {...field(`team.${index}.name`)}
                      className="field-input"
                      value={member.name}
                      maxLength={ABOUT_LIMITS.name}
                      onChange={(e) => updateMember(index, { name: e.target.value })}
                    />
                    {errorFor(`team.${index}.name`)}
                  </div>
                  <div>
                    <label htmlFor={`${id}-team.${index}.role`} className="field-label">
                      Role
                    </label>
                    <input
                      {...field(`team.${index}.role`)}
                      className="field-input"
                      value={member.role}
                      maxLength={ABOUT_LIMITS.role}
                      onChange={(e) => updateMember(index, { role: e.target.value })}
                    />
                    {errorFor(`team.${index}.role`)}
                  </div>
                  <div className="sm:col-span-2">
                    <label htmlFor={`${id}-team.${index}.bio`} className="field-label">
                      Bio
                    </label>
                    <textarea
                      {...field(`team.${index}.bio`)}
                      className="field-input min-h-20"
                      value={member.bio}
                      maxLength={ABOUT_LIMITS.bio}
                      onChange={(e) => updateMember(index, { bio: e.target.value })}
                    />
                    {errorFor(`team.${index}.bio`)}
                  </div>
                  <div className="sm:col-span-2">
                    <label htmlFor={`${id}-team.${index}.photoUrl`} className="field-label">
                      Photo address (optional)
                    </label>
                    <input
                      {...field(`team.${index}.photoUrl`)}
                      className="field-input"
                      value={member.photoUrl}
                      onChange={(e) => updateMember(index, { photoUrl: e.target.value })}
                      placeholder="https://…"
                    />
                    {errorFor(`team.${index}.photoUrl`)}
                  </div>
                  <div className="flex flex-wrap gap-2 sm:col-span-2">
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      disabled={index === 0}
                      onClick={() => moveMember(index, -1)}
                      aria-label={`Move ${member.name || "member"} up`}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      disabled={index === team.length - 1}
                      onClick={() => moveMember(index, 1)}
                      aria-label={`Move ${member.name || "member"} down`}
                    >
                      Move down
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm text-destructive"
                      onClick={() => setTeam((list) => list.filter((_, i) => i !== index))}
                      aria-label={`Remove ${member.name || "member"}`}
                    >
                      Remove
                    </button>
                  </div>
                </li>
              ))}
            </ol>
            <div>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={team.length >= ABOUT_LIMITS.team}
                onClick={() => setTeam((list) => [...list, blankMember()])}
              >
                Add team member
              </button>
            </div>
          </fieldset>

          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={saving || progress !== null}>
              {saving ? "Saving..." : "Save Changes"}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={saving}
              onClick={() => setOpen(false)}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
