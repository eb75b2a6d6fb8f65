import type { ReactNode } from "react";

type DiagnosticLayoutProps = {
  settingsHeading: string;
  settings: readonly { label: string; value: string }[];
  checksHeading: string;
  /** The checks themselves (an island). */
  children: ReactNode;
};

/** A diagnostic page's body: the settings it reports, then its checks. */
export function DiagnosticLayout({ settingsHeading, settings, checksHeading, children }: DiagnosticLayoutProps) {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-5 py-12 sm:px-8 lg:py-16">
      <section aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="text-2xl font-semibold text-navy-900">
          {settingsHeading}
        </h2>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          {settings.map((setting) => (
            <div key={setting.label} className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
              <dt className="text-sm font-semibold tracking-wider text-ink-soft uppercase">{setting.label}</dt>
              <dd className="mt-2 font-mono text-sm break-all text-navy-900">{setting.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="checks-heading">
        <h2 id="checks-heading" className="text-2xl font-semibold text-navy-900">
          {checksHeading}
        </h2>
        <div className="mt-5">{children}</div>
      </section>
    </div>
  );
}
