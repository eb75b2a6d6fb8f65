import { getCollection } from "astro:content";
import type { Testimonial } from "~/content/testimonials.schema";

/**
 * The testimonials a page quotes, by id, from the testimonials collection (content/testimonials.yaml). The build's
 * content check has already stopped a build quoting one the file lacks (quotedTestimonialProblems).
 */
export async function getTestimonials(ids: readonly string[]): Promise<Testimonial[]> {
  const byId = new Map((await getCollection("testimonials")).map((entry) => [entry.id, entry.data]));
  return ids.map((id) => {
    const testimonial = byId.get(id);
    if (!testimonial) throw new Error(`content/testimonials.yaml has no testimonial "${id}", which a page quotes`);
    return testimonial;
  });
}

/** The testimonial a page quotes, by id. */
export async function getTestimonial(id: string): Promise<Testimonial> {
  const [testimonial] = await getTestimonials([id]);
  if (!testimonial) throw new Error(`no testimonial "${id}"`);
  return testimonial;
}
