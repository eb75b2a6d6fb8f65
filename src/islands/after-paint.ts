import type { ClientDirective } from "astro";
import idle from "astro/runtime/client/idle.js";

/**
 * `client:afterpaint`: Astro's `client:idle`, begun once the page has painted its largest content. For an island whose
 * HTML already works (the contact form's fields, and a Send held until it is ready), so its bytes never compete with
 * the stylesheet, the font and the first paint, on the network or in a trace. `client:idle` alone can start them while
 * the first paint still waits: the main thread is idle then too.
 */
const afterPaint: ClientDirective = (load, options, element) => {
  const start = () => void idle(load, options, element);
  // The largest paint where the browser reports it (Chromium, Firefox), else the first (Safari).
  const type = ["largest-contentful-paint", "paint"].find((name) =>
    PerformanceObserver.supportedEntryTypes.includes(name),
  );
  if (!type) return start();
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    start();
  });
  observer.observe({ type, buffered: true });
};

export default afterPaint;
