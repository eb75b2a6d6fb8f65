import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ClientListPage } from "./client-list-page";

function renderPage(clients: string[]) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ClientListPage
          heading="Organisations we partner with"
          clients={clients}
          emptyText="Client list coming soon..."
          rosterLink="See the full client roster"
        />
      ),
    },
  ]);
  render(<Stub />);
}

describe("ClientListPage (/ngos-philanthropies, /government)", () => {
  it('says "Client list coming soon..." when the list is empty', () => {
    renderPage([]);
    expect(screen.getByRole("heading", { name: "Organisations we partner with" })).toBeInTheDocument();
    expect(screen.getByText("Client list coming soon...")).toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
    expect(screen.queryByText(/organisations$/)).not.toBeInTheDocument();
  });

  it("lists the clients in two columns with their count", () => {
    renderPage(Array.from({ length: 30 }, (_, i) => `Organisation ${i + 1}`));
    expect(screen.getAllByRole("list")).toHaveLength(2);
    expect(screen.getAllByRole("listitem")).toHaveLength(30);
    expect(screen.getByText("30 organisations")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the full client roster" })).toHaveAttribute("href", "/client-roster");
  });
});
