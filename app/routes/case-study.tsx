import { Suspense } from "react";
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/case-study";
import { pages } from "~/content/pages";
import { caseStudyPageData } from "~/features/case-studies/case-study-data.server";
import { CaseStudyPage as PrerenderedCaseStudyPage } from "~/features/case-studies/case-study-page";
import { island } from "~/lib/island";
import { pageMeta } from "~/lib/meta";
import { caseStudyJsonLd } from "~/lib/structured-data";

/** Runs at build time: each page carries its own study, so the other studies never ship to the browser. */
export function loader({ params }: Route.LoaderArgs) {
  return { study: caseStudyPageData(params.slug) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const study = loaderData?.study;
  if (!study) return pageMeta({ ...pages.notFound, path: location.pathname, noindex: true });
  return pageMeta({
    title: study.title,
    description: study.description,
    path: location.pathname,
    ogType: "article",
    jsonLd: [caseStudyJsonLd(study, { path: location.pathname, image: study.image })],
  });
};

const CaseStudyPage = island(
  () => import("~/features/case-studies/case-study-page").then((m) => m.CaseStudyPage),
  import.meta.env.SSR ? PrerenderedCaseStudyPage : undefined,
);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), CaseStudyPage.preload()]);
  return data;
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense>
      <CaseStudyPage study={loaderData.study} />
    </Suspense>
  );
}

/** A client-side navigation to an unknown case study finds no page data: show the same not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Suspense>
      <CaseStudyPage study={null} />
    </Suspense>
  );
}
