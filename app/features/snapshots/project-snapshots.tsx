import { useRef } from "react";
import { NoScriptStyles } from "~/components/ui/noscript-styles";
import { revealTabsTop, Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useMediaQuery } from "~/components/ui/use-media-query";
import type { CaseStudy } from "~/content/case-studies";
import { slugify } from "~/lib/slug";
import { SnapshotPanel } from "./snapshot-panel";

/**
 * Case studies one at a time (SPEC §2): a sidebar from lg, a sideways-scrolling
 * bar stuck to the bottom of the screen below it. `studies` come in display
 * order; the first is selected initially.
 */
export function ProjectSnapshots({ studies }: { studies: CaseStudy[] }) {
  const sidebar = useMediaQuery("(min-width: 1024px)");
  const section = useRef<HTMLElement>(null);
  const tabs = studies.map((study) => ({ study, value: slugify(study.shortName) }));
  return (
    <section
      ref={section}
      aria-label="Case studies"
      className="mx-auto max-w-7xl scroll-mt-20 px-5 pt-10 sm:px-8 lg:pt-16 lg:pb-8"
    >
      <NoScriptStyles />
      <Tabs
        defaultValue={tabs[0]?.value}
        orientation={sidebar ? "vertical" : "horizontal"}
        onValueChange={() => revealTabsTop(section.current)}
        className="flex flex-col gap-10 lg:flex-row lg:gap-14"
      >
        <TabsList aria-label="Case studies" className="lg:w-64 lg:shrink-0">
          {tabs.map(({ study, value }) => (
            <TabsTrigger key={value} value={value}>
              {study.shortName}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="min-w-0 flex-1">
          {tabs.map(({ study, value }, index) => (
            <TabsContent key={value} value={value} className="pb-16 lg:pb-8">
              <SnapshotPanel study={study} priority={index === 0} />
            </TabsContent>
          ))}
        </div>
      </Tabs>
    </section>
  );
}
