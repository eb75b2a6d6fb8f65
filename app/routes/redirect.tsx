import { Link, redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { redirects } from "~/content/routing";
import { noindexMeta } from "~/lib/document-title";

function targetOf(pathname: string): string {
  const target = redirects[pathname.replace(/\/+$/, "")];
  if (!target) throw new Error(`routing.ts: no redirect for "${pathname}"`);
  return target;
}

/**
 * Runs at build time: the pre-rendered file becomes a meta-refresh stub for
 * static hosts, and its .data file redirects client navigations, so the old
 * path never enters the history. Servers answer these paths with a 301 first.
 */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(targetOf(new URL(request.url).pathname), 301);
}

export const meta: Route.MetaFunction = () => noindexMeta({ title: "Page moved", description: "This page has moved." });

export default function Redirect({ matches }: Route.ComponentProps) {
  const target = targetOf(matches.at(-1)?.pathname ?? "/");
  return (
    <p className="mx-auto max-w-3xl px-5 py-24">
      This page has moved to <Link to={target}>{target}</Link>.
    </p>
  );
}
