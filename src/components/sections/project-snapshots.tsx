import { CaseStudySnapshot } from "~/components/sections/case-study-snapshot";
import type { CaseStudy } from "~/content/case-studies";
import { PanelLinks } from "./panel-links";

/** A study on Project Snapshots: `id` is its panel's id, the `#fragment` its entry links to. */
export type SnapshotStudy = CaseStudy & { id: string };

/** Case studies one at a time (SPEC §2), chosen by short name from links (<PanelLinks>); the first is shown first. */
export function ProjectSnapshots({ label, studies }: { label: string; studies: SnapshotStudy[] }) {
  return (
    <PanelLinks
      label={label}
      entries={studies.map((study, index) => ({
        id: study.id,
        label: study.shortName,
        panel: <CaseStudySnapshot study={study} priority={index === 0} />,
      }))}
    />
  );
}
