/**
 * Run by the form's island once its submit handler is live: later submits pass through the page's hold
 * (widgets/early-send-guard.astro, which reads these attributes), and one held meanwhile is sent now.
 */
export function markReady(form: HTMLFormElement): void {
  form.setAttribute("data-ready", "");
  if (!form.hasAttribute("data-submit-held")) return;
  form.removeAttribute("data-submit-held");
  form.requestSubmit();
}
