import type { Route } from "./+types/impact";
import { CaseStudyCards } from "~/components/sections/case-study-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { FeaturedQuote } from "~/components/sections/featured-quote";
import { caseStudyPages } from "~/content/case-studies";
import { imageById } from "~/content/images";
import { impact } from "~/content/impact";
import { pages } from "~/content/pages";
import { withIcons } from "~/lib/icons.server";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the copy travels in the pre-rendered page, not in the JavaScript bundle. */
export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageHead(pages.impact, request),
    ...impact,
    hero: { ...impact.hero, image: imageById(impact.hero.image) },
    studies: await withIcons(
      caseStudyPages().map((study) => ({
        href: `/impact/${study.slug}`,
        title: study.title,
        client: study.client,
        sector: study.sector,
        // The summary's first sentence: one line on the card, the rest on the study's page.
        description: study.description.split(/(?<=\.)\s+(?=[A-Z])/)[0] ?? study.description,
        icon: study.icon,
      })),
    ),
    different: { ...impact.different, cards: await withIcons(impact.different.cards) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Impact({ loaderData }: Route.ComponentProps) {
  const { page, hero, testimonial, caseStudies, studies, different, closing } = loaderData;
  return (
    <>
      <PageHero page={page} image={hero.image} action={hero.action} secondary={hero.secondary} />

      <Section tone="sand">
        <FeaturedQuote testimonial={testimonial.quote} link={testimonial.link} />
      </Section>

      <Section heading={{ id: "case-studies-heading", ...caseStudies }}>
        <CaseStudyCards studies={studies} linkLabel={caseStudies.linkLabel} more={caseStudies.more} />
      </Section>

      <Section tone="navy" heading={{ id: "different-heading", ...different }}>
        <FeatureGrid items={different.cards} columns={4} />
      </Section>

      <CtaBand copy={closing} />
    </>
  );
}
