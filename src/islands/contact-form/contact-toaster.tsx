import { Toaster } from "sonner";

export { toast } from "sonner";

/** Just below the sticky site header (site-header.tsx: 4.5 rem and its 1 px border). */
const BELOW_HEADER = "calc(5.25rem + 1px)";

/**
 * The contact page's toasts. Loaded and mounted on the first submit (see
 * use-lazy-toaster.tsx), so sonner costs nothing on first load.
 *
 * Top left, below the header: on a desktop over the form's own column (aligned with the form's card), never the side
 * cards on the right; on a phone (sonner makes toasts full width under 600 px) over the top of the screen, where the
 * form's confirmation or error summary is shown below, never the Send button at the bottom.
 */
export function ContactToaster() {
  return (
    <Toaster
      position="top-left"
      // The page's content is at most 80 rem wide and centred, with 2 rem of padding.
      offset={{ top: BELOW_HEADER, left: "max(2rem, 50% - 38rem)" }}
      mobileOffset={{ top: BELOW_HEADER, left: "1.25rem", right: "1.25rem" }}
      closeButton
      toastOptions={{
        classNames: {
          toast: "rounded-2xl! border-sand-200! font-sans! shadow-xl! shadow-navy-900/10!",
          title: "text-sm! font-semibold! text-navy-900!",
          description: "text-sm! text-ink-soft!",
          error: "[&_[data-icon]]:text-danger!",
          success: "[&_[data-icon]]:text-teal-700!",
        },
      }}
    />
  );
}
