import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import type { DiagnosticImage } from "~/content/image-test";

export type ImageChecksCopy = { checking: string; reachable: string; unreachable: string; notDisplayed: string };

/**
 * SPEC §2 /image-test: each sample image, shown, with the result of checking it. The HTML says "Checking…"; the
 * page's photo checks (widgets/photo-checks.astro) send the HEAD requests and show which of the other two lines
 * applies.
 */
export function ImageChecks({ images, copy }: { images: readonly DiagnosticImage[]; copy: ImageChecksCopy }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {images.map((image) => (
        <li key={image.url} className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200">
          <img
            data-image-preview=""
            src={image.url}
            width={image.width}
            height={image.height}
            alt={`Sample: ${image.label}`}
            className="aspect-[4/3] w-full bg-sand-100 object-contain"
          />
          <div
            data-image-preview-failed=""
            data-js-only=""
            hidden
            className="grid aspect-[4/3] place-items-center bg-sand-100 px-4 text-center text-sm text-ink-soft"
          >
            {copy.notDisplayed}
          </div>
          <div className="flex flex-1 flex-col gap-2 p-5">
            <h3 className="font-sans text-base font-semibold text-navy-900">{image.label}</h3>
            <p className="font-mono text-xs break-all text-ink-soft">{image.url}</p>
            <div data-image-check={image.url} aria-live="polite" className="mt-auto pt-2 text-sm">
              <p data-check-state="checking" className="flex items-center gap-2 text-ink-soft">
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                {copy.checking}
              </p>
              <p
                data-check-state="reachable"
                data-js-only=""
                hidden
                className="flex items-center gap-2 font-semibold text-teal-800"
              >
                <CircleCheck aria-hidden="true" className="size-4" />
                <span data-check-text={copy.reachable}>{copy.reachable}</span>
              </p>
              <p
                data-check-state="unreachable"
                data-js-only=""
                hidden
                className="flex items-center gap-2 font-semibold text-danger"
              >
                <CircleAlert aria-hidden="true" className="size-4" />
                <span data-check-text={copy.unreachable}>{copy.unreachable}</span>
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
