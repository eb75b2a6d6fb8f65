import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readTeam } from "~/content/content-files";
import { memberSlug, teamCopy, teamTabIntros, teamTabs } from "~/content/team";
import { TeamPanels } from "./team-panels";

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);

describe("TeamPanels", () => {
  it("renders each tab's group as a section with the tab's slug as its id, which the tabs link to", () => {
    const tabs = teamTabs(readTeam());
    const { container } = render(<TeamPanels tabs={tabs} />);
    const sections = [...container.querySelectorAll("section")];
    expect(sections.map((section) => section.id)).toEqual(tabs.map((tab) => tab.slug));
    tabs.forEach((tab, index) => {
      // DOM queries, not role queries: 54 cards make jsdom's accessibility tree slow.
      const panel = sections[index];
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
    });
  });

  it('carries the card-sized "Photo Coming Soon" once', () => {
    const { container } = render(<TeamPanels tabs={teamTabs(readTeam())} />);
    expect(container.querySelectorAll("template[data-photo-fallback]")).toHaveLength(1);
  });
});
