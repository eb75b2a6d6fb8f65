import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { site } from "~/content/site";
import { Logo } from "./logo";
import { wordmarkSvg } from "./wordmark-svg";

it("links home under the firm's name, drawn so that it keeps one size whatever fonts the device has", () => {
  render(<Logo current />);
  const link = screen.getByRole("link", { name: site.name });
  expect(link).toHaveAttribute("href", "/");
  expect(link).toHaveAttribute("aria-current", "page");
  const name = screen.getByRole("img", { name: site.name });
  expect(name).toHaveAttribute("src", "/images/wordmark-dark.svg");
  expect(Number(name.getAttribute("width"))).toBeGreaterThan(0);
  expect(Number(name.getAttribute("height"))).toBeGreaterThan(0);
});

it("waits to load the footer's light wordmark until it nears the screen", () => {
  render(<Logo current={false} tone="light" />);
  const name = screen.getByRole("img", { name: site.name });
  expect(name).toHaveAttribute("src", "/images/wordmark-light.svg");
  expect(name).toHaveAttribute("loading", "lazy");
});

it("is drawn in the brand's colours for each tone, with the name as its title", () => {
  const dark = new DOMParser().parseFromString(wordmarkSvg("dark"), "image/svg+xml");
  expect(dark.querySelector("title")?.textContent).toBe(site.name);
  expect([...dark.querySelectorAll("path")].map((path) => path.getAttribute("fill"))).toEqual(["#0b1f33", "#0f6f66"]);
  const light = new DOMParser().parseFromString(wordmarkSvg("light"), "image/svg+xml");
  expect([...light.querySelectorAll("path")].map((path) => path.getAttribute("fill"))).toEqual(["#ffffff", "#fcd27a"]);
});
