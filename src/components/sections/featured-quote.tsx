import { ArrowRight } from "lucide-react";
import { LabelThenIcon } from "~/components/ui/label-then-icon";
import type { Action } from "~/content/story.schema";
import type { Testimonial } from "~/content/testimonials.schema";

/** One quote given the whole band, with an optional link to follow it. */
export function FeaturedQuote({ testimonial, link }: { testimonial: Testimonial; link?: Action }) {
  return (
    <div className="mx-auto max-w-4xl text-center">
      <figure>
        <span aria-hidden="true" className="block h-14 font-display text-8xl leading-none text-saffron-500">
          “
        </span>
        <blockquote className="mt-6 font-display text-2xl leading-snug font-semibold text-balance text-navy-900 sm:text-3xl lg:text-[2.15rem]">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-8">
          <p className="font-semibold text-navy-900">{testimonial.author}</p>
          <p className="mt-1 text-ink-soft">{testimonial.title}</p>
        </figcaption>
      </figure>
      {link ? (
        <a
          href={link.href}
          className="mt-8 inline-block py-2.5 font-semibold text-teal-700 underline-offset-4 hover:underline"
        >
          <LabelThenIcon
            label={link.label}
            icon={<ArrowRight aria-hidden="true" className="ml-2 inline-block size-4 align-[-0.125em]" />}
          />
        </a>
      ) : null}
    </div>
  );
}
