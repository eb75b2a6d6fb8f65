import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RosterIndustry } from "~/content/clients";
import { RosterAccordion } from "./roster-accordion";

const names = (count: number) => Array.from({ length: count }, (_, i) => `Client ${i + 1}`);

const industries: RosterIndustry[] = [
  { layout: "list", name: "Energy", clients: ["BP", "Shell"] },
  { layout: "list", name: "Education", clients: names(12), singleColumn: true },
  { layout: "list", name: "Technology", clients: names(13) },
  { layout: "list", name: "Hospitality", clients: [] },
  {
    layout: "departments",
    name: "Government - Federal",
    departments: [{ name: "Department of Defense", agencies: ["U.S. Air Force", "U.S. Space Force"] }],
  },
];

function setup() {
  const user = userEvent.setup();
  render(<RosterAccordion industries={industries} emptyText="Coming soon..." />);
  const details = (name: string) => screen.getByText(name, { selector: "summary *" }).closest("details")!;
  const region = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name}`), hidden: true });
  return { user, details, region };
}

describe("RosterAccordion", () => {
  it("starts with every industry closed, and opens several at once from their summaries", async () => {
    const { user, details } = setup();
    for (const industry of industries) expect(details(industry.name)).not.toHaveAttribute("open");
    await user.click(screen.getByText("Energy"));
    await user.click(screen.getByText("Technology"));
    expect(details("Energy")).toHaveAttribute("open");
    expect(details("Technology")).toHaveAttribute("open");
    await user.click(screen.getByText("Energy"));
    expect(details("Energy")).not.toHaveAttribute("open");
    expect(details("Technology")).toHaveAttribute("open");
  });

  it("splits a list longer than ten into two columns, except an exempt one", () => {
    const { region } = setup();
    expect(within(region("Technology")).getAllByRole("list", { hidden: true })).toHaveLength(2);
    expect(within(region("Education")).getAllByRole("list", { hidden: true })).toHaveLength(1);
    expect(within(region("Energy")).getAllByRole("list", { hidden: true })).toHaveLength(1);
  });

  it("shows the federal government by department, and Coming soon... for an industry without data", () => {
    const { region } = setup();
    const federal = region("Government - Federal");
    expect(within(federal).getByRole("heading", { name: "Department of Defense", hidden: true })).toBeInTheDocument();
    expect(within(federal).getByText("U.S. Space Force")).toBeInTheDocument();
    expect(region("Hospitality")).toHaveTextContent("Coming soon...");
  });

  it("counts each industry's clients in its summary", () => {
    setup();
    expect(screen.getByText("13 clients")).toBeInTheDocument();
    expect(screen.getByText("1 departments · 2 agencies")).toBeInTheDocument();
  });
});
