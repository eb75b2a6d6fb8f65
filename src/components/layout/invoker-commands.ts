/**
 * The phone menu opens and closes by invoker commands (`commandfor`/`command`, no script). Browsers from before
 * them (Safari before 26.2, Firefox before 144) ignore those attributes; there, with script on, this gives the
 * buttons the same job. Where the platform has them it does nothing. Returns what undoes it (for tests).
 */
export function fallBackToInvokerCommands(doc: Document = document): () => void {
  if ("command" in HTMLButtonElement.prototype) return () => {};
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button[commandfor]") : null;
    const target = doc.getElementById(button?.getAttribute("commandfor") ?? "");
    if (!(target instanceof HTMLDialogElement)) return;
    const command = button?.getAttribute("command");
    if (command === "show-modal" && !target.open) target.showModal();
    else if (command === "close" && target.open) target.close();
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
