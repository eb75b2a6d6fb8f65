import type { ReactNode } from "react";

/**
 * A heading column beside the content it introduces; the heading stays in view on wide screens. From an .astro page,
 * pass the heading column as the slot "aside".
 */
export function SplitLayout({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
      <div className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start">{aside}</div>
      <div className="lg:col-span-7">{children}</div>
    </div>
  );
}
