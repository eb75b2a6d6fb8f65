import { type ComponentType, use } from "react";

export type Island<Props> = ComponentType<Props> & {
  /** Loads the island's script; a route's client loader awaits it, so a navigation never renders it empty. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A part of a page that is pre-rendered in full but whose script loads after
 * the page's own (docs/decisions/0007-page-data-and-islands.md). At build time
 * (`prerendered` given) it renders straight into the HTML. In the browser it
 * suspends until its script arrives, and React keeps the pre-rendered HTML
 * meanwhile, then hydrates it; once loaded it renders at once. Pass
 * `import.meta.env.SSR ? Component : undefined` as `prerendered`, so the
 * browser bundle drops the static import. Render it inside a <Suspense>.
 */
export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  prerendered: ComponentType<Props> | undefined,
): Island<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    if (!loading) {
      const promise = load().then((component) => {
        // React's use() reads a promise marked fulfilled synchronously instead of suspending.
        Object.assign(promise, { status: "fulfilled", value: component });
        return component;
      });
      loading = promise;
    }
    return loading;
  };
  if (prerendered)
    return Object.assign(
      (props: Props) => {
        const Component = prerendered;
        return <Component {...props} />;
      },
      { preload },
    );

  function IslandComponent(props: Props) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(IslandComponent, { preload });
}
