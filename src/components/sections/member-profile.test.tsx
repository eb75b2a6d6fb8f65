import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readTeam } from "~/content/content-files";
import { memberGroups, teamCopy } from "~/content/team";
import { MemberProfile } from "./member-profile";

describe("MemberProfile", () => {
  const members = readTeam();
  const member = members.find((candidate) => memberGroups(candidate).length > 1) ?? members[0];
  if (!member) throw new Error("no members");

  it("shows the name, role, groups and every bio paragraph, and links back to the team", () => {
    render(<MemberProfile member={member} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(member.name);
    expect(screen.getByText(member.role)).toBeInTheDocument();
    expect(screen.getByText(memberGroups(member).join(" · "))).toBeInTheDocument();
    for (const paragraph of member.bio) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: teamCopy.returnToTeam })).toHaveAttribute("href", "/team");
  });

  it('loads the portrait at once, and carries the large "Photo Coming Soon" for its script', () => {
    document.body.innerHTML = renderToString(<MemberProfile member={member} />);
    expect(document.querySelector("img")).toHaveAttribute("loading", "eager");
    const template = document.querySelector<HTMLTemplateElement>("template[data-photo-fallback]");
    expect(template?.content.textContent).toBe(teamCopy.photoFailed);
  });
});
