import { site } from "~/content/site";

/** "{title} | {site name}", or the home page's title. Kept apart from meta.ts so the browser can use it alone. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name} | Collaboration Events, Experiences & Communications`;
}
