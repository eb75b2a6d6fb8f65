import { loadTestimonials } from "~/content/content-files";
import type { Testimonial } from "~/content/testimonials.schema";
import { ContentProblemsError } from "~/lib/content-problems";

export type { Testimonial } from "~/content/testimonials.schema";

// What clients say, from content/testimonials.yaml; the build's content check reports what is wrong with it.
const { entries, problems } = loadTestimonials();

export const testimonials: Testimonial[] = entries;

const byId = new Map(testimonials.map((entry) => [entry.id, entry]));

/** The testimonial a page quotes; without it the build stops, saying what is wrong with the file. */
export function testimonialById(id: string): Testimonial {
  const entry = byId.get(id);
  if (entry) return entry;
  throw new ContentProblemsError(
    problems.length > 0
      ? problems
      : [
          {
            file: "content/testimonials.yaml",
            message: `has no testimonial "${id}", which a page quotes; restore it (or ask a developer to quote another)`,
          },
        ],
  );
}
