/** Runs `work` once the browser has nothing more urgent to do (a short timer where idle callbacks are missing). */
export function whenIdle(work: (deadline?: IdleDeadline) => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}
