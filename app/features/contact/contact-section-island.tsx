import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import type { ContactFormProps } from "~/features/contact/contact-form";
import type * as SectionModule from "~/features/contact/contact-section";
import { INTENT_EVENTS } from "~/components/layout/whole-stylesheet";
import { ContactSection as PrerenderedContactSection } from "~/features/contact/contact-section";

/*
 * The contact section is pre-rendered into the page's HTML but hydrated only
 * when the visitor reaches for it (pointer over it, touch, focus, a key, a
 * submit). react-hook-form, Radix Select and the form's code then load
 * together and React hydrates the section in place, keeping anything already
 * typed. Until then the page carries none of that JavaScript (decision 0004).
 */

let loaded: typeof SectionModule | null = null;

function loadSection(): Promise<typeof SectionModule> {
  return import("~/features/contact/contact-section").then((module) => (loaded = module));
}

let reachedFor: () => void = () => {};
const visitorReachedForSection = new Promise<void>((resolve) => (reachedFor = resolve));

// Evaluated after the app hydrated means a client-side navigation: no pre-rendered section to keep, so fetch it now.
if (typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true") void loadSection();

const HydrateOnInteraction = lazy(async () => {
  await visitorReachedForSection;
  return { default: (await loadSection()).ContactSection };
});

export function ContactSectionIsland() {
  const host = useRef<HTMLDivElement>(null);
  const hydrated = useRef(false);
  const submitQueued = useRef(false);
  const clickQueued = useRef<HTMLElement | null>(null);
  // Fixed for the island's life: a different component type would remount the form and drop its values.
  const [Section] = useState<ComponentType<ContactFormProps>>(() =>
    import.meta.env.SSR ? PrerenderedContactSection : (loaded?.ContactSection ?? HydrateOnInteraction),
  );

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const inSection = (event: Event) => event.target instanceof Node && element.contains(event.target);
    // Listening on window in the capture phase: React stops events aimed at a part it has not hydrated yet.
    const onInteraction = (event: Event) => {
      if (inSection(event)) reachedFor();
    };
    // Before hydration a submit would be a native GET putting the visitor's details in the URL: hold it.
    const holdSubmit = (event: Event) => {
      if (hydrated.current || !inSection(event)) return;
      event.preventDefault();
      submitQueued.current = true;
      reachedFor();
    };
    // A click on a button not yet live (a select, say) is lost to React: remember it and replay it once hydrated.
    const holdClick = (event: Event) => {
      if (hydrated.current || !inSection(event) || !(event.target instanceof Element)) return;
      clickQueued.current = event.target.closest<HTMLElement>('button[type="button"]');
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) window.addEventListener(type, onInteraction, options);
    window.addEventListener("submit", holdSubmit, { capture: true });
    window.addEventListener("click", holdClick, options);
    // Nothing pre-rendered here (a client-side navigation), or the visitor is already in it: load now.
    if (!element.querySelector("form") || element.contains(document.activeElement)) reachedFor();
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onInteraction, options);
      window.removeEventListener("submit", holdSubmit, { capture: true });
      window.removeEventListener("click", holdClick, options);
    };
  }, []);

  function onReady() {
    hydrated.current = true;
    if (submitQueued.current) host.current?.querySelector("form")?.requestSubmit();
    else clickQueued.current?.click();
    submitQueued.current = false;
    clickQueued.current = null;
  }

  return (
    <div ref={host}>
      <Suspense fallback={<div aria-busy="true" className="min-h-[80rem] lg:min-h-[64rem]" />}>
        <Section onReady={onReady} />
      </Suspense>
    </div>
  );
}
