import { ArrowRight } from "lucide-react";

export type SectorLink = { href: string; title: string; description: string };

/** Cards leading to the client pages by sector. */
export function SectorLinks({ heading, links }: { heading: string; links: SectorLink[] }) {
  return (
    <section aria-labelledby="sectors-heading" className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24">
      <h2 id="sectors-heading" className="text-3xl font-semibold text-navy-900 sm:text-4xl">
        {heading}
      </h2>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="group flex h-full flex-col rounded-3xl bg-sand-50 p-7 ring-1 ring-sand-200 transition hover:bg-white hover:shadow-lg hover:shadow-navy-900/10 hover:ring-teal-600"
            >
              <span className="font-display text-2xl font-semibold text-navy-900 group-hover:text-teal-800">
                {link.title}
              </span>
              <span className="mt-3 flex-1 text-ink-soft">{link.description}</span>
              <ArrowRight
                aria-hidden="true"
                className="mt-6 size-5 text-teal-700 transition-transform motion-safe:group-hover:translate-x-1"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
