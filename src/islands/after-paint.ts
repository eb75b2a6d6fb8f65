import type { ClientDirective } from "astro";

/**
 * `client:afterpaint`: the island's scripts start once the page has painted its largest content, when the browser is
 * next idle. For an island whose HTML already works (the contact form's fields, and a Send held until it is ready),
 * so its bytes never compete with the stylesheet, the font and the first paint, on the network or in a trace.
 * Astro's `client:idle` can start them while the first paint still waits: the main thread is idle then too.
 */
const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => void hydrate());
    else setTimeout(() => void hydrate(), 200);
  };
  // The largest paint where the browser reports it (Chromium, Firefox), else the first (Safari).
  const type = ["largest-contentful-paint", "paint"].find((name) =>
    PerformanceObserver.supportedEntryTypes.includes(name),
  );
  if (!type) return whenIdle();
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    whenIdle();
  });
  observer.observe({ type, buffered: true });
};

export default afterPaint;
