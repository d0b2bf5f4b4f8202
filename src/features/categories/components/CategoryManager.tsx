/**
 * /admin/categories: 'Manage Categories' (create, edit, delete with the spec's
 * confirmation) and 'Assign Categories to Skits' (a checkbox per category on
 * each approved skit). The server checks everything again.
 */
import { type KeyboardEvent, type SubmitEvent, useEffect, useId, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import type { ApprovedSkitRow, SkitCategoryTag } from "../../admin/admin.schema.ts";
import {
  ConfirmDialog,
  EmptyState,
  errorMessage,
  LoadedList,
  SearchHeader,
  useApiData,
} from "../../admin/components/ui.tsx";
import {
  type AdminCategory,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  categoryFormSchema,
  DEFAULT_CATEGORY_COLOR,
  deleteCategoryConfirmation,
  HEX_COLOR,
} from "../categories.schema.ts";

type TabId = "manage" | "assign";
const TABS: { id: TabId; label: string }[] = [
  { id: "manage", label: "Manage Categories" },
  { id: "assign", label: "Assign Categories to Skits" },
];

const byName = (a: AdminCategory, b: AdminCategory) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" });

export default function CategoryManager({ initialCategories }: { initialCategories: AdminCategory[] }) {
  const [tab, setTab] = useState<TabId>("manage");
  const [categories, setCategories] = useState(initialCategories);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]!;
    setTab(next.id);
    document.getElementById(`category-tab-${next.id}`)?.focus();
  }

  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label="Category management" className="flex gap-1 rounded-lg bg-muted p-1">
        {TABS.map((t, index) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`category-tab-${t.id}`}
            aria-controls={`category-panel-${t.id}`}
            aria-selected={tab === t.id}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className="flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow"
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="category-panel-manage"
        aria-labelledby="category-tab-manage"
        hidden={tab !== "manage"}
        tabIndex={0}
      >
        <ManageCategories categories={categories} setCategories={setCategories} />
      </div>
      <div
        role="tabpanel"
        id="category-panel-assign"
        aria-labelledby="category-tab-assign"
        hidden={tab !== "assign"}
        tabIndex={0}
      >
        {tab === "assign" ? (
          <AssignCategories categories={categories} onCountsChanged={setCategories} />
        ) : null}
      </div>
    </div>
  );
}

type FormState = { name: string; description: string; color: string };
const EMPTY_FORM: FormState = { name: "", description: "", color: DEFAULT_CATEGORY_COLOR };

function ManageCategories({
  categories,
  setCategories,
}: {
  categories: AdminCategory[];
  setCategories: (update: (c: AdminCategory[]) => AdminCategory[]) => void;
}) {
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const ids = { name: useId(), description: useId(), color: useId(), colorText: useId() };

  function startEdit(category: AdminCategory) {
    setEditing(category);
    setForm({ name: category.name, description: category.description ?? "", color: category.color });
    setErrors({});
    document.getElementById(ids.name)?.focus();
  }

  function reset() {
    setEditing(null);
    setForm(EMPTY_FORM);
    setErrors({});
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = categoryFormSchema.safeParse(form);
    if (!parsed.success) {
      const next: Partial<Record<keyof FormState, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof FormState] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (editing) {
        const result = await apiRequest<{ category: AdminCategory }>(
          "PUT",
          `/api/admin/categories/${editing.id}`,
          parsed.data,
        );
        setCategories((list) => list.map((c) => (c.id === editing.id ? result.category : c)).sort(byName));
        showToast({ title: "Category updated successfully" });
      } else {
        const result = await apiRequest<{ category: AdminCategory }>(
          "POST",
          "/api/admin/categories",
          parsed.data,
        );
        setCategories((list) => [...list, result.category].sort(byName));
        showToast({ title: "Category created successfully" });
      }
      reset();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const next: Partial<Record<keyof FormState, string>> = {};
        for (const [key, messages] of Object.entries(error.errors))
          if (messages[0]) next[key as keyof FormState] = messages[0];
        setErrors(next);
      }
      showToast({
        title: editing ? "Failed to update category" : "Failed to create category",
        description: errorMessage(error, editing ? "Failed to update category" : "Failed to create category"),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    const category = deleting;
    if (!category) return;
    setDeleteBusy(true);
    try {
      await apiRequest("DELETE", `/api/admin/categories/${category.id}`);
      setCategories((list) => list.filter((c) => c.id !== category.id));
      if (editing?.id === category.id) reset();
      showToast({
        title: "Category deleted successfully",
        description: `"${category.name}" was removed from all skits.`,
      });
      setDeleting(null);
    } catch (error) {
      showToast({
        title: "Failed to delete category",
        description: errorMessage(error, "Failed to delete category"),
        variant: "destructive",
      });
    } finally {
      setDeleteBusy(false);
    }
  }

  const colorValid = HEX_COLOR.test(form.color);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
      <form
        onSubmit={submit}
        noValidate
        className="card grid content-start gap-4 p-5"
        aria-labelledby={`${ids.name}-heading`}
      >
        <h2 id={`${ids.name}-heading`} className="text-lg font-semibold">
          {editing ? `Edit "${editing.name}"` : "New category"}
        </h2>
        <div>
          <label htmlFor={ids.name} className="field-label">
            Name
          </label>
          <input
            id={ids.name}
            className="field-input"
            value={form.name}
            maxLength={CATEGORY_NAME_MAX + 20}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            aria-invalid={errors.name ? "true" : undefined}
            aria-describedby={`${ids.name}-error`}
            required
          />
          <p id={`${ids.name}-error`} className="field-error">
            {errors.name ?? ""}
          </p>
        </div>
        <div>
          <label htmlFor={ids.description} className="field-label">
            Description (optional)
          </label>
          <textarea
            id={ids.description}
            className="field-input min-h-20"
            value={form.description}
            maxLength={CATEGORY_DESCRIPTION_MAX}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
            aria-invalid={errors.description ? "true" : undefined}
            aria-describedby={`${ids.description}-error`}
          />
          <p id={`${ids.description}-error`} className="field-error">
            {errors.description ?? ""}
          </p>
        </div>
        <fieldset>
          <legend className="field-label">Colour</legend>
          <div className="flex items-center gap-3">
            <label htmlFor={ids.color} className="sr-only">
              Colour picker
            </label>
            <input
              id={ids.color}
              type="color"
              className="h-10 w-14 cursor-pointer rounded-md border border-input bg-card p-1"
              value={colorValid ? form.color.toLowerCase() : DEFAULT_CATEGORY_COLOR.toLowerCase()}
              onChange={(e) => setForm({ ...form, color: e.target.value.toUpperCase() })}
            />
            <label htmlFor={ids.colorText} className="sr-only">
              Hex colour
            </label>
            <input
              id={ids.colorText}
              className="field-input font-mono uppercase"
              value={form.color}
              maxLength={7}
              onChange={(e) => setForm({ ...form, color: e.target.value.trim() })}
              aria-invalid={errors.color ? "true" : undefined}
              aria-describedby={`${ids.color}-error`}
              placeholder="#3B82F6"
            />
          </div>
          <p id={`${ids.color}-error`} className="field-error">
            {errors.color ?? ""}
          </p>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Saving..." : editing ? "Save Changes" : "Create Category"}
          </button>
          {editing ? (
            <button type="button" className="btn btn-outline" onClick={reset} disabled={busy}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>

      <section aria-labelledby="category-list-heading" className="grid content-start gap-3">
        <h2 id="category-list-heading" className="text-lg font-semibold">
          Categories ({categories.length})
        </h2>
        {categories.length === 0 ? (
          <EmptyState title="No categories yet.">Create the first one with the form.</EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {categories.map((category) => (
              <li key={category.id} className="card flex flex-col gap-2 p-4" data-category-id={category.id}>
                <div className="flex items-center gap-2">
                  <span
                    className="size-4 shrink-0 rounded-full border border-border"
                    style={{ backgroundColor: category.color }}
                    aria-hidden="true"
                  />
                  <span className="font-semibold">{category.name}</span>
                  <span className="ml-auto font-mono text-xs text-muted-foreground">{category.color}</span>
                </div>
                {category.description ? (
                  <p className="text-sm text-muted-foreground">{category.description}</p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  {category.skitCount} {category.skitCount === 1 ? "skit" : "skits"}
                </p>
                <div className="mt-auto flex gap-2">
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() => startEdit(category)}
                    aria-label={`Edit ${category.name}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm text-destructive"
                    onClick={() => setDeleting(category)}
                    aria-label={`Delete ${category.name}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete category?"
        description={deleting ? deleteCategoryConfirmation(deleting.name) : ""}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleteBusy}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function AssignCategories({
  categories,
  onCountsChanged,
}: {
  categories: AdminCategory[];
  onCountsChanged: (update: (c: AdminCategory[]) => AdminCategory[]) => void;
}) {
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim(), 250);
  const skits = useApiData<ApprovedSkitRow[]>(
    `/api/admin/skits/approved?limit=50${term ? `&search=${encodeURIComponent(term)}` : ""}`,
  );
  const [busy, setBusy] = useState<string | null>(null);

  async function toggle(skit: ApprovedSkitRow, category: AdminCategory, assigned: boolean) {
    const key = `${skit.id}:${category.id}`;
    setBusy(key);
    const tag = { id: category.id, name: category.name, color: category.color };
    // Show the change at once; the server's answer (or a failure) settles it.
    skits.setData((rows) =>
      rows.map((r) =>
        r.id === skit.id
          ? {
              ...r,
              categories: assigned
                ? r.categories.filter((c) => c.id !== category.id)
                : [...r.categories, tag],
            }
          : r,
      ),
    );
    try {
      const result = await apiRequest<{ categories: SkitCategoryTag[]; changed: boolean }>(
        assigned ? "DELETE" : "POST",
        `/api/admin/skits/${skit.id}/categories/${category.id}`,
      );
      skits.setData((rows) =>
        rows.map((r) => (r.id === skit.id ? { ...r, categories: result.categories } : r)),
      );
      if (result.changed) {
        onCountsChanged((list) =>
          list.map((c) =>
            c.id === category.id ? { ...c, skitCount: Math.max(0, c.skitCount + (assigned ? -1 : 1)) } : c,
          ),
        );
      }
      showToast({
        title: assigned ? "Category removed from skit" : "Category added to skit",
        description: `${category.name} · ${skit.title}`,
      });
    } catch (error) {
      skits.setData((rows) =>
        rows.map((r) =>
          r.id === skit.id
            ? {
                ...r,
                categories: assigned
                  ? [...r.categories.filter((c) => c.id !== category.id), tag]
                  : r.categories.filter((c) => c.id !== category.id),
              }
            : r,
        ),
      );
      showToast({
        title: assigned ? "Failed to remove category" : "Failed to add category",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  if (categories.length === 0) {
    return (
      <EmptyState title="No categories yet.">
        Create categories in the Manage Categories tab first.
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-4">
      <SearchHeader
        value={search}
        onChange={setSearch}
        label="Search approved skits"
        placeholder="Search title, scripture or topic…"
      >
        <p className="text-sm text-muted-foreground">
          Approved skits, most recently approved first. Tick a category to add it; untick to remove it.
        </p>
      </SearchHeader>
      <LoadedList state={skits} label="Loading approved skits…" empty="No approved skits match your search.">
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((skit) => {
              const assigned = new Set(skit.categories.map((c) => c.id));
              return (
                <li key={skit.id} className="card p-4" data-skit-id={skit.id}>
                  <fieldset>
                    <legend className="font-semibold">
                      {skit.title}{" "}
                      <span className="text-sm font-normal text-muted-foreground">
                        · {skit.scripture || skit.topic}
                      </span>
                    </legend>
                    <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                      {categories.map((category) => {
                        const checked = assigned.has(category.id);
                        const id = `assign-${skit.id}-${category.id}`;
                        return (
                          <label
                            key={category.id}
                            htmlFor={id}
                            className="inline-flex cursor-pointer items-center gap-2 text-sm"
                          >
                            <input
                              id={id}
                              type="checkbox"
                              className="size-4 accent-[var(--primary)]"
                              checked={checked}
                              disabled={busy === `${skit.id}:${category.id}`}
                              onChange={() => toggle(skit, category, checked)}
                            />
                            <span
                              className="size-3 rounded-full"
                              style={{ backgroundColor: category.color }}
                              aria-hidden="true"
                            />
                            {category.name}
                          </label>
                        );
                      })}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ul>
        )}
      </LoadedList>
    </div>
  );
}
