/** /reset-password?token=…: a new password and its confirmation; then on to sign in. */
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { newPasswordFormSchema } from "../accounts.schema.ts";
import { FormFooterLink, failureToast, NewPasswordFields, SubmitButton, useSchemaForm } from "./form-kit.tsx";

type Props = { token: string };

export default function ResetPasswordForm({ token }: Props) {
  const form = useSchemaForm({
    initial: { password: "", confirmPassword: "" },
    schema: newPasswordFormSchema,
    submit: async (data) => {
      await apiRequest<{ message: string }>("POST", "/api/auth/reset-password", { token, ...data });
      flashToast({ title: "Password reset", description: "Please sign in with your new password." });
      window.location.assign("/login?reset=1");
      return "navigating";
    },
    onError: failureToast("Password reset failed", "Please try again or request a new reset link."),
  });

  return (
    <div className="flex flex-col gap-6">
      <form {...form.formProps} className="flex flex-col gap-4">
        <NewPasswordFields bind={form.bind} label="New Password" />
        <SubmitButton form={form} label="Reset Password" busyLabel="Resetting..." />
      </form>
      <FormFooterLink prompt="Link not working?" href="/forgot-password">
        Request a new one
      </FormFooterLink>
    </div>
  );
}
