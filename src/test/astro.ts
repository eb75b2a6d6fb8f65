import { getContainerRenderer } from "@astrojs/react/container-renderer";
import type { AstroComponentFactory } from "astro/runtime/server/index.js";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";

/** What Astro renders for a component (React components inside it included), as HTML. */
export async function renderAstro(
  component: AstroComponentFactory,
  options: {
    props?: Record<string, unknown>;
    slots?: Record<string, unknown>;
    /** A page's `Astro.locals` and `Astro.params`. */
    locals?: App.Locals;
    params?: Record<string, string>;
    /** The request a page answers: its `Astro.url` (a query the page reads). */
    request?: Request;
  } = {},
): Promise<string> {
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  return container.renderToString(component, options);
}
