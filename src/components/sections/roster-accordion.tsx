import { ChevronDown } from "lucide-react";
import type { RosterIndustry } from "~/content/clients";
import { slugify } from "~/lib/slug";
import { ClientColumns } from "./client-columns";

function countLabel(industry: RosterIndustry): string | undefined {
  if (industry.layout === "departments") {
    const agencies = industry.departments.reduce((sum, department) => sum + department.agencies.length, 0);
    return `${industry.departments.length} departments · ${agencies} agencies`;
  }
  const count = industry.clients.length;
  return count ? `${count} ${count === 1 ? "client" : "clients"}` : undefined;
}

function IndustryClients({ industry, emptyText }: { industry: RosterIndustry; emptyText: string }) {
  if (industry.layout === "departments") {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {industry.departments.map((department) => (
          <section key={department.name} className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
            <h3 className="font-sans text-base font-semibold tracking-normal text-wrap text-navy-900">
              {department.name}
            </h3>
            <ul className="mt-3 grid gap-2 text-ink-soft">
              {department.agencies.map((agency) => (
                <li key={agency}>{agency}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }
  return <ClientColumns clients={industry.clients} emptyText={emptyText} exempt={industry.singleColumn} />;
}

/**
 * The roster by industry (SPEC §2): any number of industries open at once. Each is a native
 * `<details>`, so it opens at first paint, with scripts off, and from find-in-page.
 */
export function RosterAccordion({ industries, emptyText }: { industries: RosterIndustry[]; emptyText: string }) {
  return (
    <div className="border-t border-sand-200">
      {industries.map((industry) => {
        const id = slugify(industry.name);
        const count = countLabel(industry);
        return (
          <details key={industry.name} className="group border-b border-sand-200">
            {/* Tracking and balance as the site's headings have them (app.css): the names read as headings. */}
            <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left tracking-tight text-balance transition-colors hover:text-teal-800 [&::-webkit-details-marker]:hidden">
              <span className="flex flex-1 flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
                <span
                  id={`${id}-industry`}
                  className="font-display text-xl font-semibold text-navy-900 group-hover:text-teal-800"
                >
                  {industry.name}
                </span>
                {count ? (
                  <span className="font-sans text-sm font-medium tracking-normal text-ink-soft tabular-figures">
                    {count}
                  </span>
                ) : null}
              </span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-soft transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <section aria-labelledby={`${id}-industry`} className="pb-6">
              <IndustryClients industry={industry} emptyText={emptyText} />
            </section>
          </details>
        );
      })}
    </div>
  );
}

type RosterIndustriesProps = { heading: string; intro: string; industries: RosterIndustry[]; emptyText: string };

/** The roster's band: its heading and intro beside the accordion (above it on small screens). */
export function RosterIndustries({ heading, intro, industries, emptyText }: RosterIndustriesProps) {
  return (
    <section aria-labelledby="industries-heading" className="mx-auto max-w-7xl px-5 pt-16 sm:px-8 lg:pt-24">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="industries-heading" className="text-3xl font-semibold text-navy-900 sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{intro}</p>
        </div>
        <RosterAccordion industries={industries} emptyText={emptyText} />
      </div>
    </section>
  );
}
