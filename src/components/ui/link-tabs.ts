/**
 * Accessible tabs over server-rendered markup (WAI-ARIA tabs pattern):
 * each tab is a link (`?tab=…`) so it works without JavaScript; with it, a
 * click or the arrow keys, Home and End switch panels in place and the
 * address keeps `?tab=…` so a reload stays on the same tab.
 *
 *   <div data-tabs>
 *     <div role="tablist"><a role="tab" data-tab="profile" aria-controls="panel-profile" …></div>
 *     <section role="tabpanel" id="panel-profile" …>
 */
export function installTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute("aria-controls") ?? "");

  function select(tab: HTMLElement, focus: boolean): void {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = panelOf(other);
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
    const url = new URL(window.location.href);
    url.searchParams.set("tab", tab.dataset.tab ?? "");
    window.history.replaceState(window.history.state, "", url);
  }

  for (const tab of tabs) {
    tab.addEventListener("click", (event) => {
      event.preventDefault();
      select(tab, false);
    });
    tab.addEventListener("keydown", (event) => {
      const index = tabs.indexOf(tab);
      let next: HTMLElement | undefined;
      if (event.key === "ArrowRight") next = tabs[(index + 1) % tabs.length];
      else if (event.key === "ArrowLeft") next = tabs[(index - 1 + tabs.length) % tabs.length];
      else if (event.key === "Home") next = tabs[0];
      else if (event.key === "End") next = tabs[tabs.length - 1];
      else if (event.key === " ") next = tab;
      if (!next) return;
      event.preventDefault();
      select(next, true);
    });
  }
}
