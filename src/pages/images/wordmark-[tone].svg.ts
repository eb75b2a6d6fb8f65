import type { APIRoute, GetStaticPaths } from "astro";
import { wordmarkSvg, type WordmarkTone } from "~/components/layout/wordmark-svg";

/**
 * The wordmark as an image file, one per tone, written at build: a file the browser caches once for every page,
 * where drawn into each page it weighed on every first response.
 */
export const getStaticPaths = (() => [
  { params: { tone: "dark" } },
  { params: { tone: "light" } },
]) satisfies GetStaticPaths;

// A Response's body defaults to text/plain, which the dev server (the editor's preview) sends as it is and browsers
// then refuse as an image; the build's file gets its type from its .svg extension.
export const GET: APIRoute = ({ params }) =>
  new Response(wordmarkSvg(params.tone as WordmarkTone), { headers: { "Content-Type": "image/svg+xml" } });
