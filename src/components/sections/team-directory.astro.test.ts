import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readTeam } from "~/content/content-files";
import { memberSlug, teamCopy, teamTabIntros, teamTabs } from "~/content/team";
import { renderAstro } from "~/test/astro";
import { pageWith } from "~/test/widget-script";
import TeamDirectory from "./team-directory.astro";

const tabs = teamTabs(readTeam());
const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);
// Read as text: the test runner does not load stylesheets.
const css = readFileSync("src/components/widgets/panel-links.astro", "utf8").replace(/\s+/g, " ");
const html = await renderAstro(TeamDirectory, { props: { label: "Team groups", tabs } });
const render = () => ({ container: pageWith(html).document.body });

describe("TeamDirectory", () => {
  it("links each group, with its count, to its panel: its heading, intro, size and members' cards", () => {
    const { container } = render();
    const links = [...container.querySelectorAll("ul[aria-label='Team groups'] a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(tabs.map((tab) => `#${tab.slug}`));
    expect(texts(links)).toEqual(tabs.map((tab) => `${tab.name}${tab.members.length}`));
    for (const tab of tabs) {
      // DOM queries, not role queries: 54 cards make jsdom's accessibility tree slow.
      const panel = container.querySelector(`[id="${tab.slug}"] > section`);
      if (!panel) throw new Error(`no panel for ${tab.name}`);
      const heading = panel.querySelector("h2");
      expect(heading?.textContent).toBe(tab.name);
      expect(panel.getAttribute("aria-labelledby")).toBe(heading?.id);
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
    const { container } = render();
    expect(container.querySelectorAll("template[data-photo-fallback]")).toHaveLength(1);
  });

  it("has a rule that marks each group's entry while its panel is targeted, for pages without script", () => {
    expect(html).toContain("data-pair-by-position");
    // The first group's entry is marked by the widget's first rule while no group is targeted.
    for (const [index] of tabs.entries()) {
      if (index === 0) continue;
      const n = index + 1;
      expect(css).toContain(
        `[data-pair-by-position]:has([data-panel]:nth-child(${n} of [data-panel]):target) li:nth-child(${n}) > .panel-link`,
      );
    }
  });
});
