import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CommercialExplorer } from "./commercial-explorer";

const industries = [
  { name: "Energy", clients: ["BP", "Shell"] },
  { name: "Hospitality", clients: [] },
];

function setup() {
  const user = userEvent.setup();
  render(
    <CommercialExplorer
      industries={industries}
      listLabel="Industries"
      prompt="Point to an industry."
      emptyText="Coming soon..."
    />,
  );
  const panel = () => screen.getByRole("heading", { name: "Energy", level: 3 }).closest("section")!;
  return { user, panel };
}

describe("CommercialExplorer", () => {
  it("shows an industry's clients while the pointer is over it, and clears them when it leaves", async () => {
    const { user, panel } = setup();
    const energy = screen.getByRole("button", { name: "Energy" });
    expect(screen.getByText("Point to an industry.")).toBeInTheDocument();
    expect(panel()).toHaveClass("hidden");
    await user.hover(energy);
    expect(panel()).not.toHaveClass("hidden");
    expect(energy).toHaveAttribute("aria-expanded", "true");
    await user.unhover(energy);
    expect(panel()).toHaveClass("hidden");
    expect(screen.getByText("Point to an industry.")).toBeInTheDocument();
  });

  it("does the same for keyboard focus, and Escape clears it", async () => {
    const { user, panel } = setup();
    await user.tab();
    expect(screen.getByRole("button", { name: "Energy" })).toHaveFocus();
    expect(panel()).not.toHaveClass("hidden");
    await user.keyboard("{Escape}");
    expect(panel()).toHaveClass("hidden");
    await user.tab();
    expect(screen.getByRole("status")).toHaveTextContent("Hospitality: no clients listed");
  });

  it('says "Coming soon..." for an industry without clients', async () => {
    const { user } = setup();
    await user.hover(screen.getByRole("button", { name: "Hospitality" }));
    const section = screen.getByRole("heading", { name: "Hospitality", level: 3 }).closest("section")!;
    expect(section).not.toHaveClass("hidden");
    expect(section).toHaveTextContent("Coming soon...");
    expect(within(section).queryByRole("list")).not.toBeInTheDocument();
  });
});
