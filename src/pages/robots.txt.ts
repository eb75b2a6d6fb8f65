import type { APIRoute } from "astro";
import { robotsTxt } from "~/lib/crawler-files";

/** Written at build as robots.txt; the servers send it as text/plain by its extension. */
export const GET: APIRoute = () => new Response(robotsTxt());
