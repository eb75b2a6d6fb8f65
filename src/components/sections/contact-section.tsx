import type { ReactNode } from "react";
import { ContactSideCards } from "~/components/sections/contact-side-cards";
import type { ContactPage } from "~/content/pages.schema";
import type { SiteFacts } from "~/content/site-facts.schema";

/**
 * The contact page's body: the discovery-call form (`children`, the page's one island) in a card, the side cards
 * beside it (below it on small screens).
 */
export function ContactSection({
  page: { form, sideCards },
  facts,
  children,
}: {
  page: ContactPage;
  facts: SiteFacts;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
      <section
        aria-labelledby="contact-form-heading"
        className="relative self-start overflow-hidden rounded-3xl border border-sand-200 bg-white p-5 shadow-xl shadow-navy-900/5 sm:p-10"
      >
        <h2 id="contact-form-heading" className="text-3xl font-semibold text-navy-900">
          {form.heading}
        </h2>
        <p className="mt-3 mb-8 max-w-2xl text-ink-soft">{form.intro}</p>
        {children}
      </section>
      <aside aria-label={sideCards.label}>
        <ContactSideCards words={sideCards} facts={facts} />
      </aside>
    </div>
  );
}
