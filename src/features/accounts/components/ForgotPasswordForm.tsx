/** /forgot-password: an email form that turns into the 'Check Your Email' view, and back. */
import { useEffect, useRef, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { forgotPasswordSchema } from "../accounts.schema.ts";
import { Field, messageOf, useSchemaForm } from "./form-kit.tsx";

export default function ForgotPasswordForm() {
  const [sent, setSent] = useState<{ email: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useSchemaForm({
    initial: { email: "" },
    schema: forgotPasswordSchema,
    submit: async (data) => {
      await apiRequest<{ message: string }>("POST", "/api/auth/forgot-password", data);
      setSent({ email: data.email });
    },
    onError: (error) => {
      showToast({
        title: "Error",
        description: messageOf(error, "Please try again."),
        variant: "destructive",
      });
    },
  });

  useEffect(() => {
    if (sent) headingRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className="flex flex-col gap-5 text-center">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
          Check Your Email
        </h2>
        <p className="text-muted-foreground">
          If an account exists for <strong className="break-all text-foreground">{sent.email}</strong>, we've
          sent it a link to reset your password. The link is valid for 1 hour. Don't forget to check your spam
          folder.
        </p>
        <button
          type="button"
          className="btn btn-outline w-full"
          onClick={() => {
            setSent(null);
            requestAnimationFrame(() => form.focusField("email"));
          }}
        >
          Send Another Email
        </button>
        <a href="/login" className="text-link text-sm">
          Back to Sign In
        </a>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-center text-sm text-muted-foreground">
        Enter your email and we'll send you a link to reset your password.
      </p>
      <form {...form.formProps} className="flex flex-col gap-4">
        <Field
          {...form.bind("email")}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy || !form.ready}>
          {form.busy ? "Sending..." : "Send Reset Link"}
        </button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <a href="/login" className="text-link">
          Back to Sign In
        </a>
      </p>
    </div>
  );
}
