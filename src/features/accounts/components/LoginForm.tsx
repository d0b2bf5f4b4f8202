/** /login: email and password, a "Forgot Password?" link and, when configured, external sign-in. */
import { apiRequest } from "../../../lib/api-client.ts";
import { type AuthUser, loginSchema } from "../accounts.schema.ts";
import { EmailField, Field, FormFooterLink, failureToast, SubmitButton, useSchemaForm } from "./form-kit.tsx";

type Props = {
  /** Where to go after signing in (already checked to be a same-origin path). */
  next: string | null;
  /** The external sign-in button's label, or null when no provider is configured. */
  externalLabel: string | null;
  /** Why the visitor landed here: an external sign-in that failed, or a finished password reset. */
  notice: { tone: "error" | "info"; text: string } | null;
};

export default function LoginForm({ next, externalLabel, notice }: Props) {
  const form = useSchemaForm({
    initial: { email: "", password: "" },
    schema: loginSchema,
    submit: async (data) => {
      await apiRequest<AuthUser>("POST", "/api/auth/login", data);
      window.location.assign(next ?? "/");
      return "navigating";
    },
    onError: failureToast("Sign in failed"),
  });
  const query = next ? `?next=${encodeURIComponent(next)}` : "";

  return (
    <div className="flex flex-col gap-6">
      {notice ? (
        <div
          role={notice.tone === "error" ? "alert" : "status"}
          className={
            notice.tone === "error"
              ? "rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
              : "rounded-lg border border-border bg-muted px-4 py-3 text-sm"
          }
        >
          {notice.text}
        </div>
      ) : null}
      <form {...form.formProps} className="flex flex-col gap-4">
        <EmailField bind={form.bind} />
        <Field
          {...form.bind("password")}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          aside={
            <a
              href="/forgot-password"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Forgot Password?
            </a>
          }
        />
        <SubmitButton form={form} label="Sign In" busyLabel="Signing In..." />
      </form>
      {externalLabel ? (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
            <span className="h-px flex-1 bg-border" aria-hidden="true" />
            or
            <span className="h-px flex-1 bg-border" aria-hidden="true" />
          </div>
          <a href={`/api/login${query}`} className="btn btn-outline w-full">
            {externalLabel}
          </a>
        </div>
      ) : null}
      <FormFooterLink prompt="Don't have an account?" href={`/register${query}`}>
        Register
      </FormFooterLink>
    </div>
  );
}
