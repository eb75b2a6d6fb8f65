import { ArrowRight } from "lucide-react";
import { CaseStudyImage } from "~/components/sections/case-study-image";
import { LabelThenIcon } from "~/components/ui/label-then-icon";
import type { Action } from "~/content/story.schema";
import type { ResultParts } from "~/lib/leading-figure";
import type { ImageAsset } from "~/lib/images";

const ARROW = "ml-2 inline-block size-4 align-[-0.125em] transition-transform group-hover:translate-x-1";

export type CaseStudyCard = {
  href: string;
  title: string;
  /** Names the study in the log when its art fails. */
  shortName: string;
  client: string;
  sector: string;
  /** Absent for a study without art: the card shows Coming Soon. */
  image?: ImageAsset;
  /** The first of the study's figures at a glance, when it shows any. */
  outcome?: ResultParts & { figure: string };
};

/**
 * The case studies that have their own page, as cards leading to them, results first: the study's art, its client,
 * its title and one outcome figure; a last card leads to all of them. Each study's card takes five rows of the grid,
 * so cards side by side keep their titles and figures level; the grid's rows have no gap of their own, which would
 * open inside the cards too.
 */
export function CaseStudyCards({
  studies,
  linkLabel,
  more,
}: {
  studies: CaseStudyCard[];
  linkLabel: string;
  more: { title: string; body: string; link: Action };
}) {
  return (
    <ul className="mt-12 -mb-5 grid gap-x-6 sm:mt-16 sm:-mb-6 md:grid-cols-2 xl:grid-cols-4">
      {studies.map((study) => (
        <li
          key={study.href}
          className="group relative row-span-5 mb-5 grid grid-rows-subgrid overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card transition-shadow duration-300 hover:shadow-card-raised sm:mb-6"
        >
          {/* The title names the card's link: the art adds nothing a screen reader needs. */}
          <CaseStudyImage
            image={study.image && { ...study.image, alt: "" }}
            label={study.shortName}
            sizes="(min-width: 1280px) 290px, (min-width: 768px) 45vw, 92vw"
          />
          <p className="px-6 pt-6 text-sm leading-snug">
            <span className="block font-semibold text-navy-900">{study.client}</span>
            <span className="text-ink-soft">{study.sector}</span>
          </p>
          <h3 className="mt-3 px-6 text-xl leading-snug font-semibold text-navy-900">{study.title}</h3>
          {study.outcome ? (
            <p className="mx-6 mt-5 border-t border-sand-200 pt-4">
              <span className="block font-display text-3xl leading-none font-semibold tracking-tight text-teal-700 tabular-figures">
                {study.outcome.figure}
              </span>{" "}
              <span className="mt-1.5 block text-sm leading-snug text-ink-soft">{study.outcome.text}</span>
            </p>
          ) : (
            <span />
          )}
          <a
            href={study.href}
            className="mx-6 mt-6 mb-6 self-end justify-self-start font-semibold text-teal-700 group-hover:underline after:absolute after:inset-0 after:content-['']"
          >
            <LabelThenIcon
              label={linkLabel}
              icon={
                <>
                  <span className="sr-only"> about {study.title}</span>
                  <ArrowRight aria-hidden="true" className={ARROW} />
                </>
              }
            />
          </a>
        </li>
      ))}
      <li className="group relative row-span-5 mb-5 flex flex-col rounded-2xl bg-teal-800 p-7 text-white sm:mb-6 sm:p-8">
        <h3 className="text-xl leading-snug font-semibold">{more.title}</h3>
        <p className="mt-3 mb-8 leading-relaxed text-white/85">{more.body}</p>
        <a
          href={more.link.href}
          className="mt-auto self-start font-semibold text-saffron-300 group-hover:underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-saffron-300"
        >
          <LabelThenIcon label={more.link.label} icon={<ArrowRight aria-hidden="true" className={ARROW} />} />
        </a>
      </li>
    </ul>
  );
}
