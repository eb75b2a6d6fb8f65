import type { ReactNode } from "react";
import type { PageCopy } from "~/content/pages.schema";

/** A page's opening band: eyebrow, the page's one h1, the intro, and optional actions. */
export function PageHeader({
  page,
  children,
}: {
  page: Pick<PageCopy, "eyebrow" | "heading" | "intro">;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-sand-50">
      <div
        aria-hidden="true"
        className="absolute -top-44 -right-44 size-[30rem] glow-sunrise sm:-top-56 sm:-right-56 sm:size-[40rem]"
      />
      <div className="relative mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-24">
        {page.eyebrow ? (
          <p className="text-sm font-semibold tracking-wider text-teal-700 uppercase">{page.eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-4xl text-4xl leading-[1.1] font-semibold text-navy-900 sm:text-5xl lg:text-6xl">
          {page.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-soft sm:text-xl">{page.intro}</p>
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
