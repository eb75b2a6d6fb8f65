import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CommercialExplorer } from "./commercial-explorer";

const industries = [
  { name: "Energy", clients: ["BP", "Shell"] },
  { name: "Hospitality", clients: [] },
];

function setup() {
  render(
    <CommercialExplorer
      label="Clients by industry"
      industries={industries}
      listLabel="Industries"
      prompt="Point to an industry."
      emptyText="Coming soon..."
    />,
  );
}

// jsdom applies no stylesheet: which panel shows is CSS (commercial-explorer.css), checked in a browser.
// Here: the HTML that CSS and the browser act on, with no script.
describe("CommercialExplorer", () => {
  it("lists each industry as a link to, and controlling, its clients' panel, which follows it in reading order", () => {
    setup();
    const links = within(screen.getAllByRole("list")[0]!).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Energy", "Hospitality"]);
    for (const link of links) {
      const panel = screen.getByRole("region", { name: link.textContent ?? "" });
      expect(link).toHaveAttribute("aria-controls", panel.id);
      const target = document.querySelector(link.getAttribute("href") ?? "#none");
      expect(panel).toContainElement(target as HTMLElement);
      expect(link.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("names each industry's clients region after it, and lists its clients", () => {
    setup();
    const energy = screen.getByRole("region", { name: "Energy" });
    expect(
      within(energy)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["BP", "Shell"]);
  });

  it('says "Coming soon..." for an industry without clients', () => {
    setup();
    const hospitality = screen.getByRole("region", { name: "Hospitality" });
    expect(hospitality).toHaveTextContent("Coming soon...");
    expect(within(hospitality).queryByRole("list")).not.toBeInTheDocument();
  });

  it("shows the prompt for when no industry is chosen", () => {
    setup();
    expect(screen.getByText("Point to an industry.")).toBeInTheDocument();
  });
});
