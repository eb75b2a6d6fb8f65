import { makeHandler } from "@keystatic/astro/api";
import config from "../../../../keystatic.config";

/**
 * The editor's API (reads and saves in content/), as @keystatic/astro's integration would inject it: the site
 * mounts Keystatic's routes itself so that its page can be the staff area's (../../keystatic/[...params].astro).
 * `npm start` lets only a signed-in session reach it (server/staff/staff-auth.ts, editor-api-guard.ts).
 */
export const prerender = false;

export const ALL = makeHandler({ config });
