import type { Route } from "./+types/experiences";
import { CtaBand } from "~/components/sections/cta-band";
import { ImageGallery } from "~/components/sections/image-gallery";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StepList } from "~/components/sections/service-sections";
import { imageById } from "~/content/images";
import { pages } from "~/content/pages";
import { experiences } from "~/content/services";
import { pageHead } from "~/lib/meta";

/** Runs at build time: the copy travels in the pre-rendered page, not in the JavaScript bundle. */
export function loader({ request }: Route.LoaderArgs) {
  const { hero, deliverables, ...rest } = experiences;
  return {
    ...pageHead(pages.experiences, request),
    hero: { ...hero, image: imageById(hero.image) },
    deliverables: {
      ...deliverables,
      items: deliverables.items.map((item) => ({ ...item, image: imageById(item.image) })),
    },
    ...rest,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Experiences({ loaderData }: Route.ComponentProps) {
  const { page, hero, howWeWork, deliverables, closing } = loaderData;
  return (
    <>
      <PageHero id="top" page={page} image={hero.image} action={hero.action} />

      <Section heading={{ id: "how-we-work-heading", ...howWeWork }}>
        <StepList steps={howWeWork.steps} />
      </Section>

      <Section tone="sand" heading={{ id: "deliverables-heading", ...deliverables }}>
        <ImageGallery items={deliverables.items} />
      </Section>

      <CtaBand copy={closing} />
    </>
  );
}
