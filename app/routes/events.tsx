import type { Route } from "./+types/events";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatCards, StepList } from "~/components/sections/service-sections";
import { imageById } from "~/content/images";
import { pages } from "~/content/pages";
import { events } from "~/content/services";
import { withIcons } from "~/lib/icons.server";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the copy travels in the pre-rendered page, not in the JavaScript bundle. */
export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageHead(pages.events, request),
    ...events,
    hero: { ...events.hero, image: imageById(events.hero.image) },
    offerings: { ...events.offerings, cards: await withIcons(events.offerings.cards) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Events({ loaderData }: Route.ComponentProps) {
  const { page, hero, howWeWork, roiLosses, offerings, closing } = loaderData;
  return (
    <>
      <PageHero id="top" page={page} image={hero.image} action={hero.action} />

      <Section heading={{ id: "how-we-work-heading", ...howWeWork }}>
        <StepList steps={howWeWork.steps} />
      </Section>

      <Section tone="navy" heading={{ id: "roi-heading", ...roiLosses }}>
        <StatCards stats={roiLosses.stats} />
      </Section>

      <Section tone="sand" heading={{ id: "offerings-heading", ...offerings }}>
        <FeatureGrid items={offerings.cards} columns={4} />
      </Section>

      <CtaBand copy={closing} />
    </>
  );
}
