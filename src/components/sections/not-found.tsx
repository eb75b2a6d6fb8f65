import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";

type NotFoundProps = {
  heading: string;
  intro: string;
  backTo: { href: string; label: string };
  /** What was not found, for the log (widgets/not-found-log.astro): "page", "case study". */
  what?: string;
};

/** A not-found page's body; the page logs the unknown path with <NotFoundLog> (SPEC §8). */
export function NotFound({ heading, intro, backTo, what = "page" }: NotFoundProps) {
  return (
    // The page's column, where every other page's starts; the text keeps its measure within it.
    <section
      data-not-found={what}
      className="mx-auto flex max-w-7xl flex-col items-start px-5 py-24 sm:px-8 sm:py-32 [&>*]:max-w-3xl"
    >
      <p className="text-sm font-semibold tracking-wider text-teal-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-semibold text-navy-900 sm:text-5xl">{heading}</h1>
      <p className="mt-5 text-lg text-ink-soft">{intro}</p>
      <Button asChild size="lg" className="mt-10">
        <a href={backTo.href}>
          <ArrowLeft aria-hidden="true" />
          {backTo.label}
        </a>
      </Button>
    </section>
  );
}
