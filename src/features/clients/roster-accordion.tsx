import { NoScriptStyles } from "~/components/ui/noscript-styles";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
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
            <h4 className="font-sans text-base font-semibold text-navy-900">{department.name}</h4>
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

/** The roster by industry (SPEC §2): any number of industries open at once. */
export function RosterAccordion({ industries, emptyText }: { industries: RosterIndustry[]; emptyText: string }) {
  return (
    <>
      <NoScriptStyles />
      <Accordion type="multiple" className="border-t border-sand-200">
        {industries.map((industry) => {
          const count = countLabel(industry);
          return (
            <AccordionItem key={industry.name} value={slugify(industry.name)}>
              <AccordionTrigger>
                <span className="flex flex-1 flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
                  <span className="font-display text-xl font-semibold text-navy-900 group-hover:text-teal-800">
                    {industry.name}
                  </span>
                  {count ? (
                    <span className="font-sans text-sm font-medium tracking-normal text-ink-soft tabular-nums">
                      {count}
                    </span>
                  ) : null}
                </span>
              </AccordionTrigger>
              <AccordionContent>
                <IndustryClients industry={industry} emptyText={emptyText} />
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>
    </>
  );
}
