import { ClientColumns } from "./client-columns";

type ClientListSectionProps = { heading: string; clients: readonly string[]; emptyText: string };

/** A titled list of clients in two columns. */
export function ClientListSection({ heading, clients, emptyText }: ClientListSectionProps) {
  return (
    <section aria-labelledby="client-list-heading" className="mx-auto max-w-7xl px-5 py-12 sm:px-8 lg:py-20">
      <div className="flex flex-wrap items-baseline justify-between gap-4 border-b border-sand-200 pb-6">
        <h2 id="client-list-heading" className="text-3xl font-semibold text-navy-900 sm:text-4xl">
          {heading}
        </h2>
        {clients.length ? <p className="text-sm font-semibold text-teal-700">{clients.length} organisations</p> : null}
      </div>
      <div className="mt-6">
        <ClientColumns clients={clients} emptyText={emptyText} threshold={0} size="large" />
      </div>
    </section>
  );
}
