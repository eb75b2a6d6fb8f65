import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";

type ImageWithFallbackProps = ComponentProps<typeof ResponsiveImage> & {
  /** Shown in the image's place if it fails to load. */
  fallback: ReactNode;
  /** Called once when the image fails, with the URL the browser tried. */
  onFail?: (url: string) => void;
};

/** A responsive image that gives way to `fallback` when it cannot load. */
export function ImageWithFallback({ fallback, onFail, onError, ...props }: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  const fail = (img: HTMLImageElement) => {
    setFailed(true);
    onFail?.(img.currentSrc || img.src);
  };

  // An image that failed before hydration fired its error event before React was listening.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fail(img);
    // Only the state the pre-rendered image reached before hydration matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (failed) return fallback;
  return (
    <ResponsiveImage
      ref={ref}
      onError={(event) => {
        onError?.(event);
        fail(event.currentTarget);
      }}
      {...props}
    />
  );
}
