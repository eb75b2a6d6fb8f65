import { contactContent } from "~/content/contact";
import { TooltipProvider } from "~/components/ui/tooltip";
import { ContactForm, type ContactFormProps } from "~/features/contact/contact-form";
import { ContactSideCards } from "~/features/contact/contact-side-cards";

/** The contact page's body: the discovery-call form in a card, the side cards beside it (below it on small screens). */
export function ContactSection({ onReady }: ContactFormProps) {
  const { form } = contactContent;
  // The site's one tooltip provider (SPEC §4: 700 ms open delay, 300 ms skip window) sits at the root of the only
  // part of the site that shows tooltips, so Radix Tooltip loads with the form, not on every page (decision 0003).
  return (
    <TooltipProvider>
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <section
          aria-labelledby="contact-form-heading"
          className="relative self-start overflow-hidden rounded-3xl border border-sand-200 bg-white p-6 shadow-xl shadow-navy-900/5 sm:p-10"
        >
          <h2 id="contact-form-heading" className="text-3xl font-semibold text-navy-900">
            {form.heading}
          </h2>
          <p className="mt-3 mb-8 max-w-2xl text-ink-soft">{form.intro}</p>
          <ContactForm onReady={onReady} />
        </section>
        <aside aria-label="Other ways to reach us">
          <ContactSideCards />
        </aside>
      </div>
    </TooltipProvider>
  );
}
