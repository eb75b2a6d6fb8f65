import { useRef } from "react";
import { NoScriptStyles } from "~/components/ui/noscript-styles";
import { revealTabsTop, Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { LG_QUERY, useMediaQuery } from "~/components/ui/use-media-query";
import type { CaseStudyView } from "~/content/case-studies";
import { SnapshotPanel } from "./snapshot-panel";

export type SnapshotView = CaseStudyView & { value: string };

/**
 * Case studies one at a time (SPEC §2): a sidebar from lg, a sideways-scrolling
 * bar stuck to the bottom of the screen below it. `studies` come in display
 * order; the first is selected initially.
 */
export function ProjectSnapshots({ studies }: { studies: SnapshotView[] }) {
  const sidebar = useMediaQuery(LG_QUERY);
  const section = useRef<HTMLElement>(null);
  return (
    <section
      ref={section}
      aria-label="Case studies"
      className="mx-auto max-w-7xl scroll-mt-20 px-5 pt-10 sm:px-8 lg:pt-16 lg:pb-8"
    >
      <NoScriptStyles />
      <Tabs
        defaultValue={studies[0]?.value}
        orientation={sidebar ? "vertical" : "horizontal"}
        onValueChange={() => revealTabsTop(section.current)}
        className="flex flex-col gap-10 lg:flex-row lg:gap-14"
      >
        <TabsList aria-label="Case studies" className="lg:w-64 lg:shrink-0">
          {studies.map((study) => (
            <TabsTrigger key={study.value} value={study.value}>
              {study.shortName}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="min-w-0 flex-1">
          {studies.map((study, index) => (
            <TabsContent key={study.value} value={study.value} className="pb-16 lg:pb-8">
              <SnapshotPanel study={study} priority={index === 0} />
            </TabsContent>
          ))}
        </div>
      </Tabs>
    </section>
  );
}
