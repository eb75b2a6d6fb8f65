import { Suspense } from "react";
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/team-member";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { MemberPage as PrerenderedMemberPage } from "~/features/team/member-page";
import { memberProfileData } from "~/features/team/team-data.server";
import { noindexMeta } from "~/lib/document-title";
import { island } from "~/lib/island";
import { pageMeta } from "~/lib/meta";
import { personJsonLd } from "~/lib/structured-data";

const notFound = pages.teamMember;

/** Runs at build time: each page carries its own member and head, so the whole team never ships to the browser. */
export function loader({ params, request }: Route.LoaderArgs) {
  const member = memberProfileData(params.memberName);
  const path = new URL(request.url).pathname;
  const meta = member
    ? pageMeta({
        title: `${member.name}, ${member.role}`,
        description: `${member.name} is ${member.role} at ${site.name}. ${member.bio[0] ?? ""}`,
        path,
        ogType: "profile",
        jsonLd: [personJsonLd(member, { path, image: member.photo })],
      })
    : noindexMeta({ title: notFound.heading, description: notFound.description });
  return { meta, member };
}

// A client-side navigation to an unknown name has no page data (see ErrorBoundary): the browser builds that head.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? noindexMeta({ title: notFound.heading, description: notFound.description });

const MemberPage = island(
  () => import("~/features/team/member-page").then((m) => m.MemberPage),
  import.meta.env.SSR ? PrerenderedMemberPage : undefined,
);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), MemberPage.preload()]);
  return data;
}

export default function TeamMember({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense>
      <MemberPage member={loaderData.member} />
    </Suspense>
  );
}

/** A client-side navigation to an unknown name finds no page data: say "Team Member Not Found" all the same. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Suspense>
      <MemberPage member={null} />
    </Suspense>
  );
}
