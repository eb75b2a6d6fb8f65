import { useEffect, useState } from "react";
import { preinit } from "react-dom";
import { useLocation } from "react-router";
import stylesheet from "~/app.css?url";

/** The site's stylesheet as built: linked by the dev server and the pre-renderer (app/root.tsx), inlined in part by the build. */
export const stylesheetHref = stylesheet;
import { deferredStylesheetHref } from "~/lib/deferred-stylesheet";
import { whenIdle } from "~/lib/when-idle";

// The dev server serves the whole stylesheet itself, and a pre-rendered page links it only inside <noscript>.
const href = import.meta.env.DEV || import.meta.env.SSR ? undefined : deferredStylesheetHref(stylesheet);

/**
 * Applies the rest of the stylesheet now, once. Imperative on purpose: a state update that renders the
 * stylesheet makes React hold that commit until the file has loaded, and a click landing meanwhile was lost.
 */
export function applyWholeStylesheet() {
  if (href) preinit(href, { as: "style", precedence: "default" });
}

/**
 * The rest of the stylesheet as part of what React shows: a lazily loaded part (the mobile menu) or a page
 * rendered by a navigation appears only once the rules apply.
 */
export function WholeStylesheet() {
  return href ? <link rel="stylesheet" href={href} precedence="default" /> : null;
}

/** What shows a visitor reaching for the page: whatever opens next may need rules the page's HTML did not. */
export const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * Applies the rest of the stylesheet when it may first be needed: the visitor reaches for the page, or the
 * app navigates to another page (which shows once the rules apply). Until then it is only fetched, when the
 * browser is idle, so nobody waits for it: parsing it and restyling the page is a long task on a phone, and
 * the page as loaded needs none of it (decision 0003, "The rest of the stylesheet").
 */
export function WholeStylesheetWhenNeeded() {
  const { key } = useLocation();
  const [firstKey] = useState(key);

  useEffect(() => {
    if (!href) return;
    const cancelPrefetch = whenIdle(() =>
      document.head.append(Object.assign(document.createElement("link"), { rel: "prefetch", as: "style", href })),
    );
    const options = { capture: true, passive: true };
    const reach = () => {
      applyWholeStylesheet();
      stopListening();
    };
    const stopListening = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, reach, options);
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, reach, options);
    return () => {
      cancelPrefetch();
      stopListening();
    };
  }, []);

  return key !== firstKey ? <WholeStylesheet /> : null;
}
