import { beforeEach, describe, expect, it, vi } from "vitest";
import { scriptOf } from "~/test/widget-script";

const script = await scriptOf("src/components/widgets/image-fallbacks.astro");
/** The script, run as the browser runs it once the page is parsed. */
const watchPhotoFailures = () => new Function(script)();

/** A page as the team pages send it: portraits named for the script, and the "Photo Coming Soon" template. */
function page() {
  document.body.innerHTML = `
    <picture><img data-member-photo="Amara Okafor" src="/images/team-amara-okafor-800.webp" alt=""></picture>
    <picture><img data-member-photo="Kenji Watanabe" src="/images/team-kenji-watanabe-800.webp" alt=""></picture>
    <picture><img data-member-photo="Amara Okafor" src="/images/team-amara-okafor-800.webp" alt=""></picture>
    <picture><img src="/images/art-hero-800.webp" alt="Not a portrait"></picture>
    <template data-photo-fallback=""><div>Photo Coming Soon</div></template>`;
  return [...document.querySelectorAll<HTMLImageElement>("img")];
}

/** How the browser reports an image's state; jsdom loads no images. */
function loadState(img: HTMLImageElement, state: { complete: boolean; naturalWidth: number; currentSrc: string }) {
  for (const [key, value] of Object.entries(state)) Object.defineProperty(img, key, { value, configurable: true });
}

describe("portraits that fail (SPEC §8)", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it('give way to "Photo Coming Soon" when they fail, and are logged', () => {
    const [amara, kenji] = page();
    watchPhotoFailures();
    kenji?.dispatchEvent(new Event("error"));
    expect(document.body.textContent).toContain("Photo Coming Soon");
    expect(document.querySelectorAll("img")).toHaveLength(3);
    expect(kenji?.isConnected).toBe(false);
    expect(amara?.isConnected).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Photo Coming Soon: the photo of Kenji Watanabe"));
  });

  it("catch those that failed before the script ran, and leave lazy ones that have not started alone", () => {
    const [amara, kenji] = page();
    if (!amara || !kenji) throw new Error("no portraits");
    loadState(amara, { complete: true, naturalWidth: 0, currentSrc: amara.src });
    loadState(kenji, { complete: false, naturalWidth: 0, currentSrc: "" });
    watchPhotoFailures();
    expect(amara.isConnected).toBe(false);
    expect(kenji.isConnected).toBe(true);
    expect(document.querySelectorAll("div")).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("leave other images to their own handling", () => {
    const images = page();
    watchPhotoFailures();
    images.at(-1)?.dispatchEvent(new Event("error"));
    expect(images.at(-1)?.isConnected).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
