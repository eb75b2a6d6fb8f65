import { Toaster } from "sonner";

export { toast } from "sonner";

/**
 * The contact page's toasts. Loaded and mounted on the first submit (see
 * use-lazy-toaster.tsx), so sonner costs nothing on first load.
 */
export function ContactToaster() {
  return (
    <Toaster
      position="bottom-right"
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
