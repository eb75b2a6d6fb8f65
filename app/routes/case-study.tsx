import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/case-study";
import { NotFound } from "~/components/sections/not-found";
import { Button } from "~/components/ui/button";
import { findCaseStudyBySlug } from "~/content/case-studies";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { paragraphs } from "~/lib/paragraphs";

/** Runs at build time: each page carries its own study, so the other studies never ship to the browser (docs/decisions/0003). */
export function loader({ params }: Route.LoaderArgs) {
  return { study: findCaseStudyBySlug(params.slug) ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const study = loaderData?.study;
  if (!study) return pageMeta({ ...pages.notFound, path: location.pathname, noindex: true });
  return pageMeta({ title: study.title, description: study.description, path: location.pathname, ogType: "article" });
};

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  if (!study) {
    const page = pages.notFound;
    return (
      <NotFound
        heading={page.heading}
        intro={page.intro}
        backTo={{ href: "/", label: "Return to Home" }}
        logLabel="404: no case study at"
      />
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <p className="text-sm font-semibold tracking-wider text-teal-700 uppercase">{study.sector}</p>
      <h1 className="mt-3 text-4xl font-semibold text-navy-900 sm:text-5xl">{study.title}</h1>
      <p className="mt-6 text-xl text-ink-soft">{study.description}</p>
      <h2 className="mt-12 text-2xl font-semibold">Challenge</h2>
      {paragraphs(study.challenge).map((text) => (
        <p key={text} className="mt-4 text-lg">
          {text}
        </p>
      ))}
      <Button asChild variant="outline" size="lg" className="mt-12">
        <Link to="/case-studies">
          <ArrowLeft aria-hidden="true" />
          {site.shortName} in Action
        </Link>
      </Button>
    </article>
  );
}
