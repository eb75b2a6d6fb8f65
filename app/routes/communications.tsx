import type { Route } from "./+types/communications";
import { ChannelPanels } from "~/components/sections/channel-panels";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatCards, StepList } from "~/components/sections/service-sections";
import { imageById } from "~/content/images";
import { pages } from "~/content/pages";
import { communications } from "~/content/services";
import { withIcons } from "~/lib/icons.server";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the copy travels in the pre-rendered page, not in the JavaScript bundle. */
export async function loader({ request }: Route.LoaderArgs) {
  const { channels, deliverables, workWithUs } = communications;
  return {
    ...pageHead(pages.communications, request),
    ...communications,
    hero: { ...communications.hero, image: imageById(communications.hero.image) },
    channels: { ...channels, panels: await withIcons([channels.internal, channels.external]) },
    deliverables: { ...deliverables, cards: await withIcons(deliverables.cards) },
    workWithUs: { ...workWithUs, points: await withIcons(workWithUs.points) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Communications({ loaderData }: Route.ComponentProps) {
  const { page, hero, howWeWork, statistics, channels, deliverables, workWithUs, closing } = loaderData;
  return (
    <>
      <PageHero id="top" page={page} image={hero.image} action={hero.action} />

      <Section heading={{ id: "how-we-work-heading", ...howWeWork }}>
        <StepList steps={howWeWork.steps} />
      </Section>

      <Section tone="navy" heading={{ id: "statistics-heading", ...statistics }}>
        <StatCards stats={statistics.stats} />
      </Section>

      <Section heading={{ id: "channels-heading", ...channels }}>
        <ChannelPanels channels={channels.panels} />
      </Section>

      <Section tone="sand" heading={{ id: "deliverables-heading", ...deliverables }}>
        <FeatureGrid items={deliverables.cards} />
      </Section>

      <Section tone="navy" heading={{ id: "work-with-us-heading", ...workWithUs }}>
        <FeatureGrid items={workWithUs.points} columns={4} />
      </Section>

      <CtaBand copy={closing} />
    </>
  );
}
