import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type ImageCheck, checkImage } from "~/lib/check-image";

export type DiagnosticImage = { label: string; url: string; width: number; height: number };

type Status = ImageCheck | "checking";

function StatusLine({ status }: { status: Status }) {
  if (status === "checking") {
    return (
      <p className="flex items-center gap-2 text-ink-soft">
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        Checking…
      </p>
    );
  }
  if (status.reachable) {
    return (
      <p className="flex items-center gap-2 font-semibold text-teal-800">
        <CircleCheck aria-hidden="true" className="size-4" />
        Reachable · HTTP {status.status}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 font-semibold text-danger">
      <CircleAlert aria-hidden="true" className="size-4" />
      Unreachable · {status.reason}
    </p>
  );
}

function Preview({ image }: { image: DiagnosticImage }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <div className="grid aspect-[4/3] place-items-center bg-sand-100 px-4 text-center text-sm text-ink-soft">
        The browser could not display this image.
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={`Sample: ${image.label}`}
      onError={() => setFailed(true)}
      className="aspect-[4/3] w-full bg-sand-100 object-contain"
    />
  );
}

/**
 * SPEC §2 /image-test: checks with a HEAD request whether each sample image is
 * reachable, and shows the result and the image. A failure never breaks the page.
 */
export function ImageDiagnostic({ images }: { images: DiagnosticImage[] }) {
  const [statuses, setStatuses] = useState<Status[]>(() => images.map(() => "checking"));

  useEffect(() => {
    let current = true;
    images.forEach((image, index) => {
      void checkImage(image.url).then((result) => {
        if (current) setStatuses((previous) => previous.map((status, i) => (i === index ? result : status)));
      });
    });
    return () => {
      current = false;
    };
  }, [images]);

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {images.map((image, index) => (
        <li key={image.url} className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200">
          <Preview image={image} />
          <div className="flex flex-1 flex-col gap-2 p-5">
            <h3 className="font-sans text-base font-semibold text-navy-900">{image.label}</h3>
            <p className="font-mono text-xs break-all text-ink-soft">{image.url}</p>
            <div aria-live="polite" className="mt-auto pt-2 text-sm">
              <StatusLine status={statuses[index] ?? "checking"} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
