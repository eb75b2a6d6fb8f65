import type { Route } from "./+types/home";
import { ActionRow } from "~/components/sections/action-row";
import { CtaBand } from "~/components/sections/cta-band";
import { ImageLinkCards } from "~/components/sections/image-link-cards";
import { PointList } from "~/components/sections/point-list";
import { Section, SectionHeading } from "~/components/sections/section";
import { SplitLayout } from "~/components/sections/split-layout";
import { TestimonialGrid } from "~/components/sections/testimonial";
import { HomeHero } from "~/features/hero/home-hero";
import { home } from "~/content/home";
import { imageById } from "~/content/images";
import { pages } from "~/content/pages";
import { withIcons } from "~/lib/icons.server";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the copy travels in the pre-rendered page, not in the JavaScript bundle. */
export async function loader({ request }: Route.LoaderArgs) {
  const { hero, capabilities, collaborativeIntelligence, ...rest } = home;
  return {
    ...pageHead(pages.home, request),
    hero: { ...hero, slides: hero.slides.map((slide) => ({ ...slide, image: imageById(slide.image) })) },
    capabilities: {
      ...capabilities,
      cards: capabilities.cards.map((card) => ({ ...card, image: imageById(card.image) })),
    },
    collaborativeIntelligence: {
      ...collaborativeIntelligence,
      pillars: await withIcons(collaborativeIntelligence.pillars),
    },
    ...rest,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, hero, capabilities, testimonials, painPoints, collaborativeIntelligence, mission, closing } =
    loaderData;
  return (
    <>
      <HomeHero page={page} {...hero} />

      <Section heading={{ id: "capabilities-heading", ...capabilities }}>
        <ImageLinkCards cards={capabilities.cards} />
      </Section>

      <Section tone="sand" heading={{ id: "testimonials-heading", ...testimonials }}>
        <TestimonialGrid testimonials={testimonials.items} />
      </Section>

      <Section labelledBy="pain-points-heading">
        <SplitLayout aside={<SectionHeading id="pain-points-heading" {...painPoints} />}>
          <PointList items={painPoints.items} />
        </SplitLayout>
      </Section>

      <Section tone="navy" labelledBy="collaborative-intelligence-heading">
        <SplitLayout
          aside={
            <>
              <SectionHeading id="collaborative-intelligence-heading" {...collaborativeIntelligence} />
              <ActionRow secondary={[collaborativeIntelligence.action]} onDark className="mt-10" />
            </>
          }
        >
          <PointList items={collaborativeIntelligence.pillars} />
        </SplitLayout>
      </Section>

      <Section tone="sand" heading={{ id: "mission-heading", ...mission, intro: mission.statement }}>
        <ActionRow secondary={mission.links} className="mt-10" />
      </Section>

      <CtaBand copy={closing} />
    </>
  );
}
