/** /complete-profile: first-time external sign-ins add their names; the email comes from the provider. */
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { type AuthUser, profileSchema } from "../accounts.schema.ts";
import { Field, messageOf, useSchemaForm } from "./form-kit.tsx";

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
    onError: (error) => {
      showToast({
        title: "Profile update failed",
        description: messageOf(error, "Please try again."),
        variant: "destructive",
      });
    },
  });

  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...form.bind("firstName")} label="First Name" autoComplete="given-name" required />
        <Field {...form.bind("lastName")} label="Last Name" autoComplete="family-name" required />
      </div>
      <Field
        {...form.bind("email")}
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={emailLocked}
        hint={emailLocked ? "Your email comes from your sign-in provider." : undefined}
        required
      />
      <button type="submit" className="btn btn-primary w-full" disabled={form.busy || !form.ready}>
        {form.busy ? "Saving..." : "Continue"}
      </button>
    </form>
  );
}
