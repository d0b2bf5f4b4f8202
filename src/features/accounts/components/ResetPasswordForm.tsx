/** /reset-password?token=…: a new password and its confirmation; then on to sign in. */
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { newPasswordFormSchema } from "../accounts.schema.ts";
import { Field, messageOf, useSchemaForm } from "./form-kit.tsx";

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
    onError: (error) => {
      showToast({
        title: "Password reset failed",
        description: messageOf(error, "Please try again or request a new reset link."),
        variant: "destructive",
      });
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <form {...form.formProps} className="flex flex-col gap-4">
        <Field
          {...form.bind("password")}
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          required
        />
        <Field
          {...form.bind("confirmPassword")}
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy || !form.ready}>
          {form.busy ? "Resetting..." : "Reset Password"}
        </button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Link not working?{" "}
        <a href="/forgot-password" className="text-link">
          Request a new one
        </a>
      </p>
    </div>
  );
}
