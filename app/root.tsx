import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import bodyFont from "~/fonts/generated/inter.woff2?url";
import headingFont from "~/fonts/generated/fraunces.woff2?url";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { useRouteFocus } from "~/components/layout/use-route-focus";
import { stylesheetHref, WholeStylesheetWhenNeeded } from "~/components/layout/whole-stylesheet";
import { documentTitle } from "~/lib/document-title";

const MAIN_ID = "main";

// Every page sets its own head; this title is for the one document without a page route, the SPA fallback shell.
export const meta: Route.MetaFunction = () => [{ title: documentTitle() }];

// The build inlines each pre-rendered page's critical CSS (scripts/inline-css.ts), and the app applies the rest of the
// stylesheet when it is first needed (WholeStylesheetWhenNeeded); the browser bundle leaves the link out, or React
// would fetch the whole sheet as soon as it hydrated.
const renderStylesheet = import.meta.env.SSR || import.meta.env.DEV;

export const links: Route.LinksFunction = () => [
  ...(renderStylesheet ? [{ rel: "stylesheet", href: stylesheetHref, precedence: "default" }] : []),
  // Both faces are above the fold, and each one's late swap shifted layout on some page (Fraunces: CLS 0.08 on
  // /capabilities; Inter: 0.16 on /fortune-500), fallback metrics notwithstanding; decision 0003 has the measurements.
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: bodyFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f33" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  useRouteFocus(MAIN_ID);
  // Marks the page interactive: styles can tell pre-rendered HTML from the hydrated app, and tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <WholeStylesheetWhenNeeded />
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell>
      <section className="mx-auto max-w-3xl px-5 py-24 sm:px-8">
        <h1 className="text-4xl font-semibold text-navy-900">Something went wrong</h1>
        <p className="mt-4 text-lg text-ink-soft">
          {status === 404
            ? "We could not find that page."
            : "This page failed to load. Please refresh, or contact us directly if it keeps happening."}
        </p>
      </section>
    </Shell>
  );
}
