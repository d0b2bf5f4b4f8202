/**
 * The admin dashboard island: accessible tabs (Skits by default), each panel
 * loading its data the first time it is shown (with a spinner) and kept after.
 * The selected tab is mirrored in the URL hash (#reviews, #users, …).
 */
import { type JSX, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { tabIndexForKey } from "../../../components/ui/tab-keys.ts";
import { ADMIN_TABS, type AdminTabId } from "../admin.schema.ts";
import MessagesTab from "./MessagesTab.tsx";
import PaymentsTab from "./PaymentsTab.tsx";
import ReviewsTab from "./ReviewsTab.tsx";
import SkitsTab from "./SkitsTab.tsx";
import StatsTab from "./StatsTab.tsx";
import UploadsTab from "./UploadsTab.tsx";
import UsersTab from "./UsersTab.tsx";

function CategoriesTab() {
  return (
    <section aria-labelledby="categories-heading" className="grid gap-3">
      <h2 id="categories-heading" className="text-lg font-semibold">
        Categories
      </h2>
      <p className="text-sm text-muted-foreground">
        Create, rename, recolour and delete categories, and choose which categories each approved skit belongs
        to. Readers filter the library by them.
      </p>
      <p>
        <a className="btn btn-primary" href="/admin/categories">
          Manage Categories
        </a>
      </p>
    </section>
  );
}

const PANELS: Record<AdminTabId, () => JSX.Element> = {
  skits: SkitsTab,
  reviews: ReviewsTab,
  users: UsersTab,
  categories: CategoriesTab,
  payments: PaymentsTab,
  stats: StatsTab,
  uploads: UploadsTab,
  messages: MessagesTab,
};

const isTab = (value: string): value is AdminTabId => ADMIN_TABS.some((t) => t.id === value);

export default function AdminDashboard() {
  const [active, setActive] = useState<AdminTabId>("skits");
  const [visited, setVisited] = useState<Set<AdminTabId>>(() => new Set(["skits"]));
  const tabRefs = useRef(new Map<AdminTabId, HTMLButtonElement>());

  function select(id: AdminTabId, focus = false) {
    setActive(id);
    setVisited((v) => (v.has(id) ? v : new Set(v).add(id)));
    if (focus) tabRefs.current.get(id)?.focus();
    const hash = id === "skits" ? "" : `#${id}`;
    if (window.location.hash !== hash)
      history.replaceState(null, "", `${window.location.pathname}${window.location.search}${hash}`);
  }

  // Open the tab named in the hash (a reload, a shared link or a link within the page keeps the view).
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once on mount
  useEffect(() => {
    const fromHash = () => {
      const id = window.location.hash.slice(1);
      if (isTab(id)) select(id);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = tabIndexForKey(event.key, index, ADMIN_TABS.length);
    if (target === undefined) return;
    event.preventDefault();
    const next = ADMIN_TABS[target];
    if (next) select(next.id, true);
  }

  return (
    <div className="grid gap-4">
      <div
        role="tablist"
        aria-label="Admin sections"
        className="flex gap-1 overflow-x-auto rounded-lg bg-muted p-1"
      >
        {ADMIN_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) tabRefs.current.set(tab.id, el);
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-controls={`admin-panel-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="shrink-0 grow rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {ADMIN_TABS.map((tab) => {
        const Panel = PANELS[tab.id];
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`admin-panel-${tab.id}`}
            aria-labelledby={`admin-tab-${tab.id}`}
            hidden={active !== tab.id}
            tabIndex={0}
            className="rounded-lg border border-border bg-card p-4 sm:p-6"
          >
            {visited.has(tab.id) ? <Panel /> : null}
          </div>
        );
      })}
    </div>
  );
}
