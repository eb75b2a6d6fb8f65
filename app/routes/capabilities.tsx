import type { Route } from "./+types/capabilities";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceBlocks } from "~/components/sections/service-blocks";
import { FeaturedQuote } from "~/components/sections/featured-quote";
import { imageById } from "~/content/images";
import { pages } from "~/content/pages";
import { capabilities } from "~/content/services";
import { withIcons } from "~/lib/icons.server";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the copy travels in the pre-rendered page, not in the JavaScript bundle. */
export async function loader({ request }: Route.LoaderArgs) {
  const { hero, services, whyChoose, ...rest } = capabilities;
  return {
    ...pageHead(pages.capabilities, request),
    hero: { ...hero, image: imageById(hero.image) },
    services: { ...services, blocks: services.blocks.map((block) => ({ ...block, image: imageById(block.image) })) },
    whyChoose: { ...whyChoose, pillars: await withIcons(whyChoose.pillars) },
    ...rest,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Capabilities({ loaderData }: Route.ComponentProps) {
  const { page, hero, services, testimonial, whyChoose, closing } = loaderData;
  return (
    <>
      <PageHero page={page} image={hero.image} action={hero.action} />

      <Section heading={{ id: "services-heading", ...services }}>
        <ServiceBlocks blocks={services.blocks} />
      </Section>

      <Section tone="sand">
        <FeaturedQuote testimonial={testimonial} />
      </Section>

      <Section heading={{ id: "why-choose-heading", ...whyChoose }}>
        <FeatureGrid items={whyChoose.pillars} />
      </Section>

      <CtaBand copy={closing} tone="sand" />
    </>
  );
}
