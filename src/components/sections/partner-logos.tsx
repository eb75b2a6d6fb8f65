import { ExternalLink } from "lucide-react";
import type { PartnerLogo } from "~/content/clients";

/** Partner monograms linking to each organisation's site in a new tab. */
export function PartnerLogos({ label, logos }: { label: string; logos: PartnerLogo[] }) {
  return (
    <div className="w-full">
      <h2 className="font-sans text-sm font-semibold tracking-wider text-ink-soft uppercase">{label}</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {logos.map((logo) => (
          <li key={logo.name}>
            <a
              href={logo.href}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex min-h-14 items-center gap-3 rounded-2xl bg-white py-2 pr-4 pl-2 shadow-sm ring-1 ring-sand-200 transition hover:ring-teal-600"
            >
              <span
                aria-hidden="true"
                className="grid h-10 min-w-10 place-items-center rounded-xl bg-navy-900 px-2 font-display text-sm font-semibold tracking-wide text-saffron-300"
              >
                {logo.mark}
              </span>
              <span className="text-sm font-semibold text-navy-900 group-hover:text-teal-800">{logo.name}</span>
              <ExternalLink aria-hidden="true" className="size-3.5 text-ink-soft" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
