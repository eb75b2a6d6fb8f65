import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { IconBadge } from "./icons";

export type CaseStudyCard = {
  href: string;
  title: string;
  client: string;
  sector: string;
  description: string;
  icon: string;
};

/** The case studies that have their own page, as cards leading to them. */
export function CaseStudyCards({ studies, linkLabel }: { studies: CaseStudyCard[]; linkLabel: string }) {
  return (
    <ul className="mt-12 grid gap-5 sm:mt-16 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
      {studies.map((study) => (
        <li
          key={study.href}
          className="group relative flex flex-col rounded-2xl border border-sand-200 bg-white p-7 shadow-card transition-shadow duration-300 hover:shadow-card-raised sm:p-8"
        >
          <div className="flex items-center gap-4">
            <IconBadge name={study.icon} />
            <p className="text-sm leading-snug">
              <span className="block font-semibold text-navy-900">{study.client}</span>
              <span className="text-ink-soft">{study.sector}</span>
            </p>
          </div>
          <h3 className="mt-6 text-xl leading-snug font-semibold text-navy-900">{study.title}</h3>
          <p className="mt-3 mb-8 line-clamp-4 leading-relaxed text-ink-soft">{study.description}</p>
          <Link
            to={study.href}
            className="mt-auto inline-flex items-center gap-2 font-semibold text-teal-700 group-hover:underline after:absolute after:inset-0 after:content-['']"
          >
            {linkLabel}
            <span className="sr-only">: {study.title}</span>
            <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
