/**
 * What every account form shares: a labelled field that wires aria-invalid and
 * aria-describedby to its error, and a hook that validates with the form's zod
 * schema, focuses the first invalid field, sends the request and maps the
 * server's field errors back onto the form. Also the fields and pieces several
 * forms repeat: names, email, new password and its confirmation, the submit
 * button, the link under the form and the failure toast.
 */
import { type InputHTMLAttributes, type SubmitEvent, useEffect, useId, useRef, useState } from "react";
import type { z } from "zod";
import { showToast } from "../../../components/ui/toast.ts";
import { ApiError } from "../../../lib/api-client.ts";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What `bind(name)` of useSchemaForm spreads onto a Field. */
export type BoundField = {
  id: string;
  name: string;
  defaultValue: string;
  error: string | undefined;
  disabled: boolean;
  onChange: () => void;
};
export type Bind<K extends string> = (name: K) => BoundField;

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Rendered after the label on the same line (e.g. a "Forgot Password?" link). */
  aside?: React.ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "aria-invalid" | "aria-describedby">;

export function Field({ id, label, error, hint, aside, className, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        className={`field-input${input.readOnly ? " bg-muted text-muted-foreground" : ""}${className ? ` ${className}` : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The server's message when it sent one, else the fallback (spec section 8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && !/^\d{3}: /.test(error.message)) return error.message;
  return fallback;
}

/** An `onError` for useSchemaForm: a destructive toast with the server's message or the fallback. */
export function failureToast(title: string, fallback = "Please try again."): (error: unknown) => void {
  return (error) => {
    showToast({ title, description: messageOf(error, fallback), variant: "destructive" });
  };
}

/** First and last name side by side; `required` or `readOnly` apply to both. */
export function NameFields({
  bind,
  ...input
}: { bind: Bind<"firstName" | "lastName"> } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "required" | "readOnly"
>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field {...bind("firstName")} label="First Name" autoComplete="given-name" {...input} />
      <Field {...bind("lastName")} label="Last Name" autoComplete="family-name" {...input} />
    </div>
  );
}

/** The required email field of the sign-in, register and forgot-password forms. */
export function EmailField({ bind }: { bind: Bind<"email"> }) {
  return (
    <Field {...bind("email")} label="Email" type="email" autoComplete="email" inputMode="email" required />
  );
}

/** A new password (with the length hint) and its confirmation: "<label>" and "Confirm <label>". */
export function NewPasswordFields({
  bind,
  label,
}: {
  bind: Bind<"password" | "confirmPassword">;
  label: string;
}) {
  return (
    <>
      <Field
        {...bind("password")}
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        required
      />
      <Field
        {...bind("confirmPassword")}
        label={`Confirm ${label}`}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

/** The form's submit button: disabled until the island is interactive and while the form is busy. */
export function SubmitButton({
  form,
  label,
  busyLabel,
  className = "btn btn-primary w-full",
}: {
  form: { busy: boolean; ready: boolean };
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={form.busy || !form.ready}>
      {form.busy ? busyLabel : label}
    </button>
  );
}

/** The line under an account form that leads to a related page ("Already have an account? Sign in"). */
export function FormFooterLink({
  prompt,
  href,
  children,
}: {
  prompt: string;
  href: string;
  children: string;
}) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {prompt}{" "}
      <a href={href} className="text-link">
        {children}
      </a>
    </p>
  );
}

/**
 * Form state for a flat form of text fields. The inputs are uncontrolled
 * (defaultValue), so anything typed before the island hydrates is kept; the
 * values are read from the form on submit. `submit` runs only with values the
 * schema accepted; it throws to report failure (the errors of an ApiError are
 * shown on their fields, then `onError` runs, typically a toast).
 */
export function useSchemaForm<K extends string, S extends z.ZodType>(options: {
  initial: Record<K, string>;
  schema: S;
  /** Resolves "navigating" when the page is about to change (the form then stays busy); any other value re-enables it. */
  submit: (data: z.output<S>) => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  const baseId = useId();
  const [defaults, setDefaults] = useState<Record<K, string>>(options.initial);
  /** Use as the <form>'s key: changing it remounts the inputs with `defaults`. */
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // Until the island is interactive the submit button stays disabled, so an early click or Enter
  // cannot send the form natively.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const names = Object.keys(options.initial) as K[];
  const id = (name: K) => `${baseId}-${name}`;
  const focusField = (name: K) => document.getElementById(id(name))?.focus();

  function showErrors(next: FieldErrors<K>) {
    setErrors(next);
    const first = names.find((k) => next[k]);
    if (first) focusField(first);
  }

  const bind = (name: K): BoundField => ({
    id: id(name),
    name,
    defaultValue: defaults[name],
    error: errors[name],
    disabled: busy,
    onChange: () => {
      if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  /** Puts the inputs back to these values (and clears the errors). */
  function reset(values: Record<K, string> = defaults) {
    setDefaults(values);
    setErrors({});
    setFormKey((k) => k + 1);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    const elements = event.currentTarget.elements;
    const values = Object.fromEntries(
      names.map((name) => {
        const input = elements.namedItem(name);
        return [name, input instanceof HTMLInputElement ? input.value : ""];
      }),
    );
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors<K> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as K;
        next[key] ??= issue.message;
      }
      showErrors(next);
      return;
    }
    setErrors({});
    busyRef.current = true;
    setBusy(true);
    try {
      if ((await options.submit(parsed.data)) === "navigating") return;
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const next: FieldErrors<K> = {};
        for (const [key, messages] of Object.entries(error.errors)) {
          if (key in options.initial && messages[0]) next[key as K] = messages[0];
        }
        showErrors(next);
      }
      options.onError(error);
    }
    busyRef.current = false;
    setBusy(false);
  }

  /** Spread on the <form>: posts (never GETs) if it were ever submitted natively. */
  const formProps = { method: "post", noValidate: true, onSubmit, "aria-busy": busy } as const;

  return { errors, busy, ready, bind, formProps, formKey, reset, id, focusField };
}
