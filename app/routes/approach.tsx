import type { Route } from "./+types/approach";
import { ActionRow } from "~/components/sections/action-row";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { PointList } from "~/components/sections/point-list";
import { Section, SectionHeading } from "~/components/sections/section";
import { SplitLayout } from "~/components/sections/split-layout";
import { approach } from "~/content/approach";
import { imageById } from "~/content/images";
import { pages } from "~/content/pages";
import { withIcons } from "~/lib/icons.server";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the copy travels in the pre-rendered page, not in the JavaScript bundle. */
export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageHead(pages.approach, request),
    ...approach,
    hero: { ...approach.hero, image: imageById(approach.hero.image) },
    keyElements: { ...approach.keyElements, cards: await withIcons(approach.keyElements.cards) },
    benefits: { ...approach.benefits, items: await withIcons(approach.benefits.items) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Approach({ loaderData }: Route.ComponentProps) {
  const { page, hero, keyElements, benefits, services, closing } = loaderData;
  return (
    <>
      <PageHero page={page} image={hero.image} action={hero.action} />

      <Section heading={{ id: "key-elements-heading", ...keyElements }}>
        <FeatureGrid items={keyElements.cards} columns={4} />
      </Section>

      <Section tone="sand" labelledBy="benefits-heading">
        <SplitLayout aside={<SectionHeading id="benefits-heading" {...benefits} />}>
          <PointList items={benefits.items} />
        </SplitLayout>
      </Section>

      <Section tone="navy" heading={{ id: "services-heading", ...services }}>
        <ActionRow secondary={services.actions} onDark className="mt-10" />
      </Section>

      <CtaBand copy={closing} />
    </>
  );
}
