import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemberPhoto } from "./member-photo";
import { memberProfileData } from "./team-data.server";

function member(slug: string) {
  const found = memberProfileData(slug);
  if (!found) throw new Error(`no member ${slug}`);
  return { name: found.name, photo: found.photo };
}

afterEach(() => vi.unstubAllGlobals());

describe("MemberPhoto", () => {
  it('shows "Coming Soon" for a member without an image, and checks nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    render(<MemberPhoto {...member("sofia-alvarez")} sizes="100vw" />);
    expect(screen.getByText("Coming Soon")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to "Photo Coming Soon" and logs a warning when the photo fails to load', () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<MemberPhoto {...member("kenji-watanabe")} sizes="100vw" alt="Kenji" />);
    fireEvent.error(screen.getByRole("img", { name: "Kenji" }));
    expect(screen.getByText("Photo Coming Soon")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Photo Coming Soon: the photo of Kenji Watanabe"));
  });

  it("checks the photo with a HEAD request and only logs the answer", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal("fetch", fetchMock);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<MemberPhoto {...member("grace-mwangi")} sizes="100vw" alt="Grace" />);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/unavailable \(HTTP 404\).*team-grace-mwangi/)),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining("team-grace-mwangi"),
      expect.objectContaining({ method: "HEAD" }),
    );
    expect(screen.getByRole("img", { name: "Grace" })).toBeInTheDocument();
  });

  it("keeps a later card's portrait out of the pre-rendered HTML, except for scripts-off readers, and adds it once hydrated", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const photo = <MemberPhoto {...member("zoe-lindqvist")} sizes="50vw" alt="Zoë" afterHydration />;
    const html = renderToString(photo);
    expect(html.replace(/<noscript>.*<\/noscript>/s, "")).not.toContain("<img");
    expect(html).toMatch(/<noscript><picture>.*team-zoe-lindqvist.*<\/picture><\/noscript>/s);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    render(photo, { container, hydrate: true });
    expect(await screen.findByRole("img", { name: "Zoë" })).toHaveAttribute(
      "src",
      expect.stringContaining("team-zoe-lindqvist"),
    );
  });
});
