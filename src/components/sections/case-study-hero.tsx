import { CaseStudyImage, caseStudyArtSizes } from "~/components/sections/case-study-image";
import type { CaseStudy } from "~/content/case-studies";

/** A case study's opening: sector, title, summary and client beside its art. */
export function CaseStudyHero({ study }: { study: CaseStudy }) {
  return (
    <header className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="absolute -top-64 -left-64 size-[48rem] glow-teal" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-5 py-14 sm:px-8 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-saffron-300 uppercase">{study.sector}</p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-semibold sm:text-5xl">{study.title}</h1>
          <p className="mt-6 text-lg leading-relaxed text-white/85 sm:text-xl">{study.description}</p>
          <dl className="mt-8 flex flex-wrap gap-x-3 gap-y-1 border-t border-white/15 pt-6 text-sm">
            <dt className="font-semibold tracking-wider text-white/70 uppercase">Client</dt>
            <dd className="font-semibold text-white">{study.client}</dd>
          </dl>
        </div>
        <div className="overflow-hidden rounded-3xl shadow-2xl ring-1 shadow-black/30 ring-white/10">
          <CaseStudyImage
            image={study.image}
            label={study.shortName}
            tone="dark"
            priority
            sizes={caseStudyArtSizes.hero}
          />
        </div>
      </div>
    </header>
  );
}
