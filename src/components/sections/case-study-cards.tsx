import { ArrowRight } from "lucide-react";
import { LabelThenIcon } from "~/components/ui/label-then-icon";
import type { Action } from "~/content/story.schema";
import { IconBadge, type IconDrawing } from "./section";

const ARROW = "ml-2 inline-block size-4 align-[-0.125em] transition-transform group-hover:translate-x-1";

export type CaseStudyCard = {
  href: string;
  title: string;
  client: string;
  sector: string;
  description: string;
  icon: IconDrawing;
};

/**
 * The case studies that have their own page, as cards leading to them, and a last card leading to all of them. Each
 * study's card takes four rows of the grid (client, title, summary, link), so cards side by side start their titles
 * level; the grid's rows have no gap of their own, which would open inside the cards too.
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
          className="group relative row-span-4 mb-5 grid grid-rows-subgrid rounded-2xl border border-sand-200 bg-white p-7 shadow-card transition-shadow duration-300 hover:shadow-card-raised sm:mb-6 sm:p-8"
        >
          <div className="flex items-center gap-4">
            <IconBadge icon={study.icon} />
            <p className="text-sm leading-snug">
              <span className="block font-semibold text-navy-900">{study.client}</span>
              <span className="text-ink-soft">{study.sector}</span>
            </p>
          </div>
          <h3 className="mt-6 text-xl leading-snug font-semibold text-navy-900">{study.title}</h3>
          <p className="mt-3 mb-8 leading-relaxed text-ink-soft">{study.description}</p>
          <a
            href={study.href}
            className="self-end justify-self-start font-semibold text-teal-700 group-hover:underline after:absolute after:inset-0 after:content-['']"
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
      <li className="group relative row-span-4 mb-5 flex flex-col rounded-2xl bg-teal-800 p-7 text-white sm:mb-6 sm:p-8">
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
