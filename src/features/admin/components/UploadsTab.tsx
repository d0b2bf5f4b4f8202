/** The Uploads tab: skit text-file upload for admins. */
export default function UploadsTab() {
  return (
    <section aria-labelledby="uploads-heading" className="grid gap-3">
      <h3 id="uploads-heading" className="text-lg font-semibold">
        Upload Skit Text Files
      </h3>
      <p className="text-sm text-muted-foreground">
        Upload a .txt skit (at most 2MB): the first line becomes the title. Uploaded skits wait in the
        approval queue like any other.
      </p>
      <p>
        <a className="btn btn-primary" href="/dashboard">
          Upload from your dashboard
        </a>
      </p>
    </section>
  );
}
