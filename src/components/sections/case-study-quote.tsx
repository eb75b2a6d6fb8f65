import { PullQuote } from "~/components/sections/pull-quote";

/** The client's words on a case study's page, on a sand band. */
export function CaseStudyQuote({ quote, author }: { quote: string; author: string }) {
  return (
    <section aria-label="Client testimonial" className="bg-sand-50 py-16 sm:py-20 lg:py-24">
      <div className="mx-auto max-w-5xl px-5 sm:px-8">
        <PullQuote quote={quote} author={author} />
      </div>
    </section>
  );
}
