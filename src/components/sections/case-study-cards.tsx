import { ArrowRight } from "lucide-react";
import type { Action } from "~/content/story.schema";
import { IconBadge, type IconDrawing } from "./section";

export type CaseStudyCard = {
  href: string;
  title: string;
  client: string;
  sector: string;
  description: string;
  icon: IconDrawing;
};

/** The case studies that have their own page, as cards leading to them, and a last card leading to all of them. */
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
    <ul className="mt-12 grid gap-5 sm:mt-16 sm:gap-6 md:grid-cols-2 xl:grid-cols-4">
      {studies.map((study) => (
        <li
          key={study.href}
          className="group relative flex flex-col rounded-2xl border border-sand-200 bg-white p-7 shadow-card transition-shadow duration-300 hover:shadow-card-raised sm:p-8"
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
            className="mt-auto inline-flex items-center gap-2 font-semibold text-teal-700 group-hover:underline after:absolute after:inset-0 after:content-['']"
          >
            {linkLabel}
            <span className="sr-only"> about {study.title}</span>
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
          </a>
        </li>
      ))}
      <li className="group relative flex flex-col rounded-2xl bg-teal-800 p-7 text-white sm:p-8">
        <h3 className="text-xl leading-snug font-semibold">{more.title}</h3>
        <p className="mt-3 mb-8 leading-relaxed text-white/85">{more.body}</p>
        <a
          href={more.link.href}
          className="mt-auto inline-flex items-center gap-2 font-semibold text-saffron-300 group-hover:underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-saffron-300"
        >
          {more.link.label}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </a>
      </li>
    </ul>
  );
}
