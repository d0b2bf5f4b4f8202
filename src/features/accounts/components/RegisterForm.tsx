/** /register: first and last name, email, password and its confirmation. */
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { type AuthUser, registerSchema } from "../accounts.schema.ts";
import { Field, messageOf, useSchemaForm } from "./form-kit.tsx";

type Props = { next: string | null };

export default function RegisterForm({ next }: Props) {
  const form = useSchemaForm({
    initial: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
    schema: registerSchema,
    submit: async (data) => {
      const user = await apiRequest<AuthUser>("POST", "/api/auth/register", data);
      flashToast({
        title: "Welcome to Scripture Skits!",
        description: `Your account is ready with ${user.credits} free credits.`,
      });
      window.location.assign(next ?? "/");
      return "navigating";
    },
    onError: (error) => {
      showToast({
        title: "Registration failed",
        description: messageOf(error, "Please try again."),
        variant: "destructive",
      });
    },
  });

  return (
    <div className="flex flex-col gap-6">
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
          inputMode="email"
          required
        />
        <Field
          {...form.bind("password")}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          required
        />
        <Field
          {...form.bind("confirmPassword")}
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
        />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy || !form.ready}>
          {form.busy ? "Creating Account..." : "Create Account"}
        </button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <a href={next ? `/login?next=${encodeURIComponent(next)}` : "/login"} className="text-link">
          Sign in
        </a>
      </p>
    </div>
  );
}
