import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCaseStudies } from "~/content/content-files";
import { CaseStudyImage, caseStudyArtSizes } from "./case-study-image";
import { scriptOf } from "~/test/widget-script";

const caseStudies = readCaseStudies();
const withArt = caseStudies.find((study) => study.image);
const withoutArt = caseStudies.find((study) => !study.image);
if (!withArt?.image || !withoutArt) throw new Error("the content has studies with and without art");
const art = withArt.image;
/** The pages' image fallbacks (widgets/image-fallbacks.astro), run as the browser runs them. */
const imageFallbacks = await scriptOf("src/components/widgets/image-fallbacks.astro");
const showComingSoonWhenArtFails = () => new Function(imageFallbacks)();

function mount(markup: string) {
  document.body.innerHTML = markup;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("CaseStudyImage", () => {
  it("shows Coming Soon for a study without art", () => {
    const page = mount(renderToStaticMarkup(<CaseStudyImage label="x" sizes={caseStudyArtSizes.hero} />));
    expect(page.querySelector("img")).toBeNull();
    expect(page).toHaveTextContent("Coming Soon");
  });

  it("holds Coming Soon in a template beside the art, for the page's image fallbacks to put in its place", () => {
    const page = mount(
      renderToStaticMarkup(
        <CaseStudyImage image={art} label={withArt.shortName} sizes={caseStudyArtSizes.snapshot} priority />,
      ),
    );
    const frame = page.querySelector<HTMLElement>("[data-case-study-art]");
    expect(frame?.dataset.caseStudyArt).toBe(withArt.shortName);
    expect(page.querySelector("img")).toHaveAttribute("alt", art.alt);
    expect(page.querySelector("img")).toHaveAttribute("loading", "eager");
    expect(page.querySelector("template")?.content.textContent).toBe("Coming Soon");
    expect(page).not.toHaveTextContent("Coming Soon");
  });
});

describe("the pages' image fallbacks, for case-study art", () => {
  const markup = () =>
    renderToStaticMarkup(
      <>
        <CaseStudyImage image={art} label="First" sizes={caseStudyArtSizes.snapshot} />
        <CaseStudyImage image={art} label="Second" sizes={caseStudyArtSizes.snapshot} />
      </>,
    );
  const frames = () => [...document.querySelectorAll<HTMLElement>("[data-case-study-art]")];

  it("puts Coming Soon in place of art that fails from now on, and says which", () => {
    mount(markup());
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    showComingSoonWhenArtFails();
    const [first, second] = frames();
    const img = first?.querySelector("img");
    img?.dispatchEvent(new Event("error"));
    expect(first?.querySelector("img")).toBeNull();
    expect(first).toHaveTextContent("Coming Soon");
    expect(second?.querySelector("img")).not.toBeNull();
    expect(second).not.toHaveTextContent("Coming Soon");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Coming Soon: the image of First did not load \(.+webp\)$/);
  });

  it("replaces art that failed before the script ran, and not art still waiting to load", () => {
    mount(markup());
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const [failed, waiting] = frames().map((frame) => frame.querySelector("img") as HTMLImageElement);
    Object.defineProperties(failed, { complete: { value: true }, naturalWidth: { value: 0 } });
    Object.defineProperties(waiting, { complete: { value: false }, naturalWidth: { value: 0 } });
    showComingSoonWhenArtFails();
    const [first, second] = frames();
    expect(first).toHaveTextContent("Coming Soon");
    expect(second?.querySelector("img")).toBe(waiting);
  });
});
