import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const Sheet = Dialog.Root;

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn("sr-only", className)} {...props} />;
}

/** A full-width panel dropping from the top of the viewport, with its own close button. */
export function SheetContent({
  className,
  children,
  closeLabel = "Close",
  ...props
}: ComponentProps<typeof Dialog.Content> & { closeLabel?: string }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-900/40 backdrop-blur-sm" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          "fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto bg-white shadow-2xl focus:outline-none",
          className,
        )}
        {...props}
      >
        {children}
        <Dialog.Close
          className="absolute top-3.5 right-4 inline-flex size-11 items-center justify-center rounded-full text-navy-900 hover:bg-sand-100"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-6" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
