/**
 * The Uploads tab: the library's text-file upload component, offered to admins
 * (spec: "Also offered to admins on the admin Uploads tab"). The uploaded skit
 * is pending like any other; after the upload the admin lands on /browse.
 */
import { TextUpload } from "../../library/components/TextUpload.tsx";

export default function UploadsTab() {
  return (
    <section className="grid gap-4">
      <TextUpload heading="Upload Skit Text Files" headingLevel={2} />
      <p className="text-sm text-muted-foreground">
        Uploaded skits appear in the Skits tab's approval queue. The About page's intro video is uploaded from
        the About page's Edit Content form.
      </p>
    </section>
  );
}
