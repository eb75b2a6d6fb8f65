import { Suspense } from "react";
import type { Route } from "./+types/image-test";
import { PageHeader } from "~/components/sections/page-header";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { diagnosticImages } from "~/features/image-test/diagnostic-images.server";
import { ImageDiagnostic as PrerenderedImageDiagnostic } from "~/features/image-test/image-diagnostic";
import { island } from "~/lib/island";
import { pageHead } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

/** Runs at build time: the sample images are resolved from the catalog here, which stays out of the browser. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...pageHead(pages.imageTest, request), images: diagnosticImages };
}

const ImageDiagnostic = island(
  () => import("~/features/image-test/image-diagnostic").then((m) => m.ImageDiagnostic),
  import.meta.env.SSR ? PrerenderedImageDiagnostic : undefined,
);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ImageDiagnostic.preload()]);
  return data;
}

const settings = [
  { label: "Site base URL", value: site.baseUrl },
  { label: "Image base URL", value: site.imageBaseUrl },
];

export default function ImageTest({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-12 sm:px-8 lg:py-16">
        <section aria-labelledby="settings-heading">
          <h2 id="settings-heading" className="text-2xl font-semibold text-navy-900">
            Configuration
          </h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            {settings.map((setting) => (
              <div key={setting.label} className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
                <dt className="text-sm font-semibold tracking-wider text-ink-soft uppercase">{setting.label}</dt>
                <dd className="mt-2 font-mono text-sm break-all text-navy-900">{setting.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="checks-heading">
          <h2 id="checks-heading" className="text-2xl font-semibold text-navy-900">
            Image checks
          </h2>
          <div className="mt-5">
            <Suspense>
              <ImageDiagnostic images={loaderData.images} />
            </Suspense>
          </div>
        </section>
      </div>
    </>
  );
}
