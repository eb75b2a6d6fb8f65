import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClientListSection } from "./client-list-section";

function renderSection(clients: string[]) {
  render(
    <ClientListSection
      heading="Organisations we partner with"
      clients={clients}
      emptyText="Client list coming soon..."
    />,
  );
}

describe("ClientListSection (/ngos-philanthropies, /government)", () => {
  it('says "Client list coming soon..." when the list is empty', () => {
    renderSection([]);
    expect(screen.getByRole("region", { name: "Organisations we partner with" })).toBeInTheDocument();
    expect(screen.getByText("Client list coming soon...")).toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
    expect(screen.queryByText(/organisations$/)).not.toBeInTheDocument();
  });

  it("lists the clients in two columns with their count", () => {
    renderSection(Array.from({ length: 30 }, (_, i) => `Organisation ${i + 1}`));
    expect(screen.getAllByRole("list")).toHaveLength(2);
    expect(screen.getAllByRole("listitem")).toHaveLength(30);
    expect(screen.getByText("30 organisations")).toBeInTheDocument();
  });
});
