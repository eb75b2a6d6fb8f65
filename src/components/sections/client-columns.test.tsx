import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClientColumns } from "./client-columns";

const names = (count: number) => Array.from({ length: count }, (_, i) => `Client ${i + 1}`);

describe("ClientColumns", () => {
  it("shows the fallback text, and no list, when there are no clients", () => {
    render(<ClientColumns clients={[]} emptyText="Client list coming soon..." />);
    expect(screen.getByText("Client list coming soon...")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("keeps ten clients in one column and splits eleven into two, the first taking the extra one", () => {
    const { unmount } = render(<ClientColumns clients={names(10)} emptyText="none" />);
    expect(screen.getAllByRole("list")).toHaveLength(1);
    unmount();
    render(<ClientColumns clients={names(11)} emptyText="none" />);
    const [first, second] = screen.getAllByRole("list");
    expect(within(first!).getAllByRole("listitem")).toHaveLength(6);
    expect(
      within(second!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(names(11).slice(6));
  });

  it("keeps an exempt list in one column however long", () => {
    render(<ClientColumns clients={names(14)} emptyText="none" exempt />);
    expect(screen.getAllByRole("list")).toHaveLength(1);
  });
});
