import { Clock, Mail, Phone } from "lucide-react";
import type { ContactSideCardsWords } from "~/content/pages.schema";
import { EmailLink } from "~/components/ui/email-address";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import type { SiteFacts } from "~/content/site-facts.schema";

const linkStyle =
  "inline-flex min-h-11 items-center font-semibold text-navy-900 underline-offset-4 hover:text-teal-700 hover:underline";
const termStyle = "flex items-center gap-2 text-sm font-semibold tracking-wider text-teal-700 uppercase";

/** The contact page's side cards (SPEC §2): how to reach us, what happens next, and the complimentary first call. */
export function ContactSideCards({
  words: { getInTouch, nextSteps, immediate },
  facts,
}: {
  words: ContactSideCardsWords;
  facts: SiteFacts;
}) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="get-in-touch" className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-8">
        <h2 id="get-in-touch" className="text-2xl font-semibold text-navy-900">
          {getInTouch.heading}
        </h2>
        <dl className="mt-5 grid gap-4">
          {/* The icons beside the labels leave the address the card's whole width: on one line after its "@". */}
          <div>
            <dt className={termStyle}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {getInTouch.emailLabel}
            </dt>
            <dd>
              <EmailLink email={site.email} className={cn(linkStyle, "text-sm sm:text-base")} />
            </dd>
          </div>
          <div>
            <dt className={termStyle}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {getInTouch.phoneLabel}
            </dt>
            <dd>
              <a href={facts.phone.href} className={linkStyle}>
                {facts.phone.display}
              </a>
              <p className="mt-1 text-sm text-ink-soft">{getInTouch.phoneNote}</p>
            </dd>
          </div>
        </dl>
        <p className="mt-6 flex items-center gap-3 rounded-2xl bg-teal-50 px-4 py-3 text-sm font-medium text-teal-800">
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          {getInTouch.responseTime}
        </p>
      </section>

      <section aria-labelledby="what-happens-next" className="rounded-3xl border border-sand-200 bg-sand-50 p-5 sm:p-8">
        <h2 id="what-happens-next" className="text-2xl font-semibold text-navy-900">
          {nextSteps.heading}
        </h2>
        <ol className="mt-6 grid gap-6">
          {nextSteps.steps.map((step, index) => (
            <li key={step.title} className="grid grid-cols-[2.5rem_1fr] gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-navy-900 font-display text-lg font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-sans text-base font-semibold text-pretty text-navy-900">{step.title}</h3>
                <p className="mt-1 text-sm text-ink-soft">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="immediate-action" className="rounded-3xl bg-navy-900 p-5 text-white sm:p-8">
        <h2 id="immediate-action" className="text-2xl font-semibold">
          {immediate.heading}
        </h2>
        <p className="mt-3 text-white/85">{immediate.body}</p>
        <a
          href={facts.phone.href}
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-saffron-400 px-6 text-sm font-semibold text-navy-900 hover:bg-saffron-300"
        >
          <Phone aria-hidden="true" className="size-4" />
          {immediate.action}
          <span className="sr-only">: {facts.phone.display}</span>
        </a>
      </section>
    </div>
  );
}
