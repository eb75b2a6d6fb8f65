import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readTeam } from "~/content/content-files";
import { memberSlug, teamCopy, teamTabIntros, teamTabs } from "~/content/team";
import { TeamDirectory } from "./team-panels";

const tabs = teamTabs(readTeam());
const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);
// Read as text: the test runner does not load stylesheets.
const css = readFileSync("src/components/sections/team-panels.css", "utf8").replace(/\s+/g, " ");

describe("TeamDirectory", () => {
  it("links each group, with its count, to its panel: its heading, intro, size and members' cards", () => {
    const { container } = render(<TeamDirectory label="Team groups" tabs={tabs} />);
    const links = [...container.querySelectorAll("ul[aria-label='Team groups'] a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(tabs.map((tab) => `#${tab.slug}`));
    expect(texts(links)).toEqual(tabs.map((tab) => `${tab.name}${tab.members.length}`));
    for (const tab of tabs) {
      // DOM queries, not role queries: 54 cards make jsdom's accessibility tree slow.
      const panel = container.querySelector(`[id="${tab.slug}"] > section`);
      if (!panel) throw new Error(`no panel for ${tab.name}`);
      const heading = panel.querySelector("h2");
      expect(heading).toHaveTextContent(tab.name);
      expect(panel).toHaveAttribute("aria-labelledby", heading?.id);
      expect(texts(panel.querySelectorAll("p"))).toEqual(
        expect.arrayContaining([teamTabIntros[tab.name], `${tab.members.length} ${teamCopy.people}`]),
      );
      expect([...panel.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(
        tab.members.map((member) => `/team/member/${memberSlug(member)}`),
      );
      expect(texts(panel.querySelectorAll("h3"))).toEqual(tab.members.map((member) => member.name));
    }
  });

  it('carries the card-sized "Photo Coming Soon" once', () => {
    const { container } = render(<TeamDirectory label="Team groups" tabs={tabs} />);
    expect(container.querySelectorAll("template[data-photo-fallback]")).toHaveLength(1);
  });

  it("has a rule that marks each group's entry while its panel is targeted, for pages without script", () => {
    // The first group's entry is marked by panel-links.css while no group is targeted.
    for (const [index] of tabs.entries()) {
      if (index === 0) continue;
      const n = index + 1;
      expect(css).toContain(
        `.team-directory:has([data-panel]:nth-child(${n} of [data-panel]):target) li:nth-child(${n}) > .panel-link`,
      );
    }
  });
});
