import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { site } from "~/content/site";
import { Logo } from "./logo";

it("links home under the firm's name, drawn so that it keeps one size whatever fonts the device has", () => {
  render(<Logo current />);
  const link = screen.getByRole("link", { name: site.name });
  expect(link).toHaveAttribute("href", "/");
  expect(link).toHaveAttribute("aria-current", "page");
  const name = screen.getByRole("img", { name: site.name });
  expect(name.tagName.toLowerCase()).toBe("svg");
  expect(Number(name.getAttribute("width"))).toBeGreaterThan(0);
  expect(link).not.toHaveTextContent(site.name);
});
