/** /complete-profile: first-time external sign-ins add their names; the email comes from the provider. */
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { type AuthUser, profileSchema } from "../accounts.schema.ts";
import { Field, failureToast, NameFields, SubmitButton, useSchemaForm } from "./form-kit.tsx";

type Props = {
  firstName: string;
  lastName: string;
  email: string;
  /** External accounts cannot change their email. */
  emailLocked: boolean;
  next: string | null;
};

export default function CompleteProfileForm({ firstName, lastName, email, emailLocked, next }: Props) {
  const form = useSchemaForm({
    initial: { firstName, lastName, email },
    schema: profileSchema,
    submit: async (data) => {
      await apiRequest<AuthUser>("PUT", "/api/auth/profile", data);
      flashToast({ title: "Profile complete", description: "Welcome to Scripture Skits!" });
      window.location.assign(next ?? "/");
      return "navigating";
    },
    onError: failureToast("Profile update failed"),
  });

  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <NameFields bind={form.bind} required />
      <Field
        {...form.bind("email")}
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={emailLocked}
        hint={emailLocked ? "Your email comes from your sign-in provider." : undefined}
        required
      />
      <SubmitButton form={form} label="Continue" busyLabel="Saving..." />
    </form>
  );
}
