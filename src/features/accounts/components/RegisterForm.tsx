/** /register: first and last name, email, password and its confirmation. */
import { flashToast } from "../../../components/ui/flash-toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { type AuthUser, registerSchema } from "../accounts.schema.ts";
import {
  EmailField,
  FormFooterLink,
  failureToast,
  NameFields,
  NewPasswordFields,
  SubmitButton,
  useSchemaForm,
} from "./form-kit.tsx";

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
    onError: failureToast("Registration failed"),
  });

  return (
    <div className="flex flex-col gap-6">
      <form {...form.formProps} className="flex flex-col gap-4">
        <NameFields bind={form.bind} required />
        <EmailField bind={form.bind} />
        <NewPasswordFields bind={form.bind} label="Password" />
        <SubmitButton form={form} label="Create Account" busyLabel="Creating Account..." />
      </form>
      <FormFooterLink
        prompt="Already have an account?"
        href={next ? `/login?next=${encodeURIComponent(next)}` : "/login"}
      >
        Sign in
      </FormFooterLink>
    </div>
  );
}
