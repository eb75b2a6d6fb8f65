import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readTeam } from "~/content/content-files";
import { teamCopy } from "~/content/team";
import { MemberPhoto, PhotoFallbackTemplate } from "./member-photo";

const members = readTeam();
const withPhoto = members.find((member) => member.photo);
// Any member, their portrait taken away: the test holds whether or not everyone has one.
const firstMember = members[0];
const withoutPhoto = firstMember && { ...firstMember, photo: undefined };

describe("MemberPhoto", () => {
  it('shows "Coming Soon" for a member without a portrait', () => {
    if (!withoutPhoto) throw new Error("the team is empty");
    render(<MemberPhoto member={withoutPhoto} sizes="100vw" />);
    expect(screen.getByText(teamCopy.noPhoto)).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("names the member on the portrait, for the script that swaps in the fallback", () => {
    if (!withPhoto) throw new Error("nobody has a portrait");
    render(<MemberPhoto member={withPhoto} sizes="100vw" alt="" />);
    const img = document.querySelector("img");
    expect(img).toHaveAttribute("data-member-photo", withPhoto.name);
    expect(img).toHaveAttribute("src", expect.stringContaining(`${withPhoto.photo?.id}-`));
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it('carries "Photo Coming Soon" in a template, out of sight until a portrait fails', () => {
    document.body.innerHTML = renderToString(<PhotoFallbackTemplate size="card" />);
    const template = document.querySelector<HTMLTemplateElement>("template[data-photo-fallback]");
    expect(template?.content.textContent).toBe(teamCopy.photoFailed);
    expect(screen.queryByText(teamCopy.photoFailed)).not.toBeInTheDocument();
  });
});
