/** /forgot-password: an email form that turns into the 'Check Your Email' view, and back. */
import { useEffect, useRef, useState } from "react";
import { apiRequest } from "../../../lib/api-client.ts";
import { forgotPasswordSchema } from "../accounts.schema.ts";
import { EmailField, FormFooterLink, failureToast, SubmitButton, useSchemaForm } from "./form-kit.tsx";

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
    onError: failureToast("Error"),
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
        <EmailField bind={form.bind} />
        <SubmitButton form={form} label="Send Reset Link" busyLabel="Sending..." />
      </form>
      <FormFooterLink prompt="Remembered it?" href="/login">
        Back to Sign In
      </FormFooterLink>
    </div>
  );
}
