/**
 * URL facts shared by the router, the prerender list, the sitemap, the
 * production server and the deploy configs (see src/lib/site-map.ts).
 */

/** Old paths that answer HTTP 301 and replace the history entry on client navigation. */
export const redirects: Readonly<Record<string, string>> = {
  "/why-choose": "/capabilities",
  "/case-studies": "/impact",
};

/** Where the generic "Oops! Page not found" page is pre-rendered. */
export const notFoundPath = "/404";

/** The reserved slug whose page a dynamic route renders for an unknown name. */
export const notFoundSlug = "not-found";

/** Pages that work normally but are kept out of search engines and the sitemap. */
export const unlistedPaths: readonly string[] = ["/image-test"];
