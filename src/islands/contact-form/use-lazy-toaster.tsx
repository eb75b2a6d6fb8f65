import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type * as ToasterModuleNamespace from "~/islands/contact-form/contact-toaster";

type ToasterModule = typeof ToasterModuleNamespace;
export type Toast = ToasterModule["toast"];

export function loadToaster(): Promise<ToasterModule> {
  return import("~/islands/contact-form/contact-toaster");
}

/**
 * Mounts sonner's Toaster on demand. `getToast()` resolves once the Toaster is
 * on the page and listening, so the first toast is never dropped.
 */
export function useLazyToaster(): { toaster: ReactNode; getToast: () => Promise<Toast> } {
  const [module, setModule] = useState<ToasterModule | null>(null);
  const ready = useRef<Promise<Toast> | null>(null);
  const onMounted = useRef<(() => void) | null>(null);

  // Child effects run before this one, so the Toaster has subscribed by now.
  useEffect(() => {
    if (module) onMounted.current?.();
  }, [module]);

  const getToast = useCallback(() => {
    ready.current ??= loadToaster().then(
      (loaded) =>
        new Promise<Toast>((resolve) => {
          onMounted.current = () => resolve(loaded.toast);
          setModule(() => loaded);
        }),
      (error: unknown) => {
        ready.current = null;
        throw error;
      },
    );
    return ready.current;
  }, []);

  return { toaster: module ? <module.ContactToaster /> : null, getToast };
}
