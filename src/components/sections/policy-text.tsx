import type { ReactNode } from "react";
import type { PolicySection } from "~/content/pages-entries";

/**
 * A policy page's long text (content/pages/<page>.md, rendered from Markdown at build; policy-text.css sets its
 * type), beside a list of its sections: above the text on a phone, alongside it and kept in view on a wide screen.
 * `children` close the text (the firm's address).
 */
export function PolicyText({
  html,
  sections,
  children,
}: {
  html: string;
  sections: PolicySection[];
  children?: ReactNode;
}) {
  return (
    <div className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-14 sm:px-8 sm:py-20 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-16">
        <nav aria-labelledby="policy-contents" className="lg:order-last">
          <div className="lg:sticky lg:top-28">
            <p id="policy-contents" className="text-sm font-semibold tracking-[0.14em] text-teal-700 uppercase">
              On this page
            </p>
            <ol className="mt-4 grid gap-1 border-l-2 border-sand-200">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-ink-soft hover:border-teal-600 hover:text-navy-900"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-prose">
          {/* The firm's own text, rendered from its file at build; its elements carry no classes. */}
          <div className="policy-text" dangerouslySetInnerHTML={{ __html: html }} />
          {children}
        </div>
      </div>
    </div>
  );
}
