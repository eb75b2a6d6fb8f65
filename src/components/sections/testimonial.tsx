import type { Testimonial } from "~/content/testimonials.schema";

/** A client's words with their name and role. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-8 shadow-card sm:p-10">
      <span aria-hidden="true" className="h-10 font-display text-7xl leading-none text-saffron-500">
        “
      </span>
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink sm:text-xl">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-8 border-t border-sand-200 pt-6">
        <p className="font-semibold text-navy-900">{testimonial.author}</p>
        <p className="mt-1 text-sm text-ink-soft">{testimonial.title}</p>
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="mt-12 grid gap-5 sm:mt-16 sm:gap-6 md:grid-cols-2">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
