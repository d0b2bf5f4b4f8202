/**
 * The Profile tab of /account: photo, names and email. Password accounts can
 * edit them; for external sign-ins they come from the provider and stay
 * read-only. Sign Out is a navigation to /api/logout (spec section 2).
 */
import { useRef, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { type AuthUser, profileSchema } from "../accounts.schema.ts";
import { Field, failureToast, NameFields, SubmitButton, useSchemaForm } from "./form-kit.tsx";

type Props = {
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  /** Signed in through an external provider: everything is read-only here. */
  isExternal: boolean;
  providerLabel: string;
};

function Avatar({ name, email, src }: { name: string; email: string; src: string | null }) {
  const initial = name.trim().charAt(0).toUpperCase() || email.trim().charAt(0).toUpperCase();
  if (src) {
    return (
      <img
        src={src}
        alt=""
        referrerPolicy="no-referrer"
        className="size-20 rounded-full border border-border object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-20 items-center justify-center rounded-full bg-primary text-3xl font-bold text-primary-foreground"
    >
      {initial || "?"}
    </span>
  );
}

export default function ProfilePanel(props: Props) {
  const [saved, setSaved] = useState({
    firstName: props.firstName,
    lastName: props.lastName,
    email: props.email,
  });
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useSchemaForm({
    initial: saved,
    schema: profileSchema,
    submit: async (data) => {
      const user = await apiRequest<AuthUser>("PUT", "/api/auth/profile", data);
      const next = { firstName: user.firstName ?? "", lastName: user.lastName ?? "", email: user.email };
      setSaved(next);
      form.reset(next);
      setEditing(false);
      requestAnimationFrame(() => editButton.current?.focus());
      showToast({ title: "Profile updated", description: "Your changes have been saved." });
    },
    onError: failureToast("Profile update failed"),
  });

  const fullName = [saved.firstName, saved.lastName].filter(Boolean).join(" ");
  const readOnly = !editing;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <Avatar name={saved.firstName} email={saved.email} src={props.profileImageUrl} />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{fullName || saved.email}</p>
          <p className="truncate text-sm text-muted-foreground">{saved.email}</p>
        </div>
      </div>

      {props.isExternal ? (
        <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
          Your name and email come from {props.providerLabel} and can't be changed here.
        </p>
      ) : null}

      <form
        key={form.formKey}
        {...form.formProps}
        className="flex flex-col gap-4"
        aria-label="Profile details"
      >
        <NameFields bind={form.bind} readOnly={readOnly} />
        <Field {...form.bind("email")} label="Email" type="email" autoComplete="email" readOnly={readOnly} />

        <div className="flex flex-wrap items-center gap-3">
          {editing ? (
            <>
              <SubmitButton
                form={form}
                label="Save Changes"
                busyLabel="Saving..."
                className="btn btn-primary"
              />
              <button
                type="button"
                className="btn btn-outline"
                disabled={form.busy}
                onClick={() => {
                  form.reset(saved);
                  setEditing(false);
                  requestAnimationFrame(() => editButton.current?.focus());
                }}
              >
                Cancel
              </button>
            </>
          ) : props.isExternal ? null : (
            <button
              ref={editButton}
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setEditing(true);
                requestAnimationFrame(() => form.focusField("firstName"));
              }}
            >
              Edit
            </button>
          )}
          <a href="/api/logout" className="btn btn-ghost ml-auto">
            Sign Out
          </a>
        </div>
      </form>
    </div>
  );
}
