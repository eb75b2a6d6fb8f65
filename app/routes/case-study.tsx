import { Suspense } from "react";
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/case-study";
import { pages } from "~/content/pages";
import { caseStudyPageData } from "~/features/case-studies/case-study-data.server";
import { CaseStudyPage as PrerenderedCaseStudyPage } from "~/features/case-studies/case-study-page";
import { noindexMeta } from "~/lib/document-title";
import { island } from "~/lib/island";
import { pageMeta } from "~/lib/meta";
import { caseStudyJsonLd } from "~/lib/structured-data";

/** Runs at build time: each page carries its own study and head, so the other studies never ship to the browser. */
export function loader({ params, request }: Route.LoaderArgs) {
  const study = caseStudyPageData(params.slug);
  const path = new URL(request.url).pathname;
  const meta = study
    ? pageMeta({
        title: study.title,
        description: study.description,
        path,
        ogType: "article",
        jsonLd: [caseStudyJsonLd(study, { path, image: study.image })],
      })
    : noindexMeta(pages.notFound);
  return { meta, study };
}

// A client-side navigation to an unknown study has no page data (see ErrorBoundary): the browser builds that head.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? noindexMeta(pages.notFound);

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
