import { render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readTeam } from "~/content/content-files";
import { teamTabs } from "~/content/team";
import { TeamGroupLinks } from "./team-group-links";

const groups = teamTabs(readTeam()).map(({ name, slug, members }) => ({ name, slug, count: members.length }));
const LABEL = "Team groups";
// Read as text: the test runner does not load stylesheets.
const css = readFileSync("src/components/sections/team-group-links.css", "utf8").replace(/\s+/g, " ");

describe("TeamGroupLinks", () => {
  it("are links to the groups' panels, each with its count, in a list named for screen readers", () => {
    render(<TeamGroupLinks label={LABEL} groups={groups} />);
    const list = screen.getByRole("list", { name: LABEL });
    const links = screen.getAllByRole("link");
    expect(list).toContainElement(links[0] ?? null);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(groups.map((group) => `#${group.slug}`));
    expect(links.map((link) => link.textContent)).toEqual(groups.map((group) => `${group.name}${group.count}`));
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("has a rule that marks each group's entry while its panel is targeted, for pages without script", () => {
    for (const [index] of groups.entries()) {
      expect(css).toContain(
        `.team-directory:has(.team-panel:nth-child(${index + 1} of .team-panel):target) .team-tabs > li:nth-child(${index + 1}) > .team-tab`,
      );
    }
  });
});
