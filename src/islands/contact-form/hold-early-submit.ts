/*
 * Send pressed before the form's island is ready must neither be lost nor leave the page (issue 18, decision
 * 0004). The contact page's own script (this module, small and free of imports, so Astro inlines it and it runs
 * as soon as the page is parsed) holds such a submit on the form; the island completes it once its handler is
 * live (mark-ready.ts), with the same checks and the same single send as any later submit.
 * The attribute names are shared with mark-ready.ts (hold-early-submit.test.ts runs the two together).
 */
document.addEventListener(
  "submit",
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest("astro-island") || form.hasAttribute("data-ready")) return;
    event.preventDefault();
    // Also styles the button as busy meanwhile.
    form.setAttribute("data-submit-held", "");
  },
  // Capture: before anything else sees the submit, and before the browser's default action.
  { capture: true },
);

// A module (imported for its effect by contact.astro's script and by the test), with nothing to export.
export {};
