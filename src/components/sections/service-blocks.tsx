import { ArrowRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { LabelThenIcon } from "~/components/ui/label-then-icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Action } from "~/content/story.schema";
import { cn } from "~/lib/cn";
import type { ImageAsset } from "~/lib/images";
import { CheckList } from "./check-list";
import { Eyebrow } from "./section";

export type ServiceBlock = {
  eyebrow: string;
  title: string;
  body: string;
  points: string[];
  image: ImageAsset;
  action: Action;
};

/**
 * One row per service, art and text alternating sides on wide screens. The blocks follow a hero, so their art loads
 * lazily.
 */
export function ServiceBlocks({ blocks }: { blocks: ServiceBlock[] }) {
  return (
    <div className="mt-14 grid gap-20 sm:mt-20 sm:gap-28">
      {blocks.map((block, index) => (
        <article key={block.title} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20">
          <div className={cn(index % 2 === 1 && "lg:order-last")}>
            <ResponsiveImage
              image={block.image}
              alt=""
              sizes="(min-width: 1280px) 580px, (min-width: 1024px) 45vw, 100vw"
              className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
            />
          </div>
          <div>
            <Eyebrow>{block.eyebrow}</Eyebrow>
            <h3 className="mt-3 text-3xl leading-tight font-semibold text-navy-900 sm:text-4xl">{block.title}</h3>
            <p className="mt-5 text-lg leading-relaxed text-ink-soft">{block.body}</p>
            <CheckList items={block.points} className="mt-7" />
            <Button asChild size="lg" className="mt-10">
              <a href={block.action.href}>
                <LabelThenIcon label={block.action.label} icon={<ArrowRight aria-hidden="true" />} />
              </a>
            </Button>
          </div>
        </article>
      ))}
    </div>
  );
}
