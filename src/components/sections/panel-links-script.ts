/*
 * The few lines of script of the pages whose entries are links to panels that CSS `:target` shows (Project
 * Snapshots, the team's groups). Choosing works without them. They mark the entry of the panel shown with
 * `aria-current`, which CSS cannot do (it cannot pair a targeted panel with its link), so the chosen entry is
 * highlighted and announced; and on a phone they bring an entry the URL names into view in the sideways bar.
 * One script for both pages: each inline script's hash is in every page's policy.
 */
export function markShownPanelLinks(doc: Document = document): void {
  for (const root of doc.querySelectorAll("[data-panel-links]")) {
    const entries = [...root.querySelectorAll<HTMLAnchorElement>("a[data-panel-link]")];
    const shown = () => {
      const hash = doc.location.hash;
      // A fragment that names no panel (the skip link's #main) leaves the first shown, as the CSS does.
      return (hash && entries.find((entry) => entry.hash === hash)) || entries[0];
    };
    const mark = () => {
      const current = shown();
      for (const entry of entries) {
        if (entry === current) entry.setAttribute("aria-current", "true");
        else entry.removeAttribute("aria-current");
      }
      return current;
    };
    const named = mark();
    if (named && named !== entries[0]) showInBar(named);
    doc.defaultView?.addEventListener("hashchange", mark);
  }
}

/** Scrolls the phone's bar sideways, if need be, so the entry shows; the page itself does not move. */
function showInBar(entry: HTMLElement) {
  const bar = entry.closest("ul");
  if (!bar || bar.scrollWidth <= bar.clientWidth) return;
  const { offsetLeft: left, offsetWidth: width } = entry.parentElement ?? entry;
  if (left < bar.scrollLeft || left + width > bar.scrollLeft + bar.clientWidth) {
    bar.scrollLeft = left - (bar.clientWidth - width) / 2;
  }
}
