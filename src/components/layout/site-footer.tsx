import { ExternalLink, Mail, Phone } from "lucide-react";
import type { Navigation, NavLink } from "~/content/navigation";
import { site } from "~/content/site";
import { EmailLink } from "~/components/ui/email-address";
import { Logo } from "./logo";
import type { SiteFacts } from "~/content/site-facts.schema";

function FooterList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-semibold tracking-wider text-saffron-300 uppercase">{title}</h2>
      <ul className="mt-4 grid gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="text-white/85 hover:text-white hover:underline">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `facts`: the contact details from content/site.yaml (getSiteFacts, in the layout); `navigation`: the links, their
 * words from content/navigation.yaml (getNavigation).
 */
export function SiteFooter({ facts, navigation }: { facts: SiteFacts; navigation: Navigation }) {
  const { footerNav, footerHeadings } = navigation;
  return (
    <footer className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.3fr_0.7fr_0.7fr_1.7fr]">
        <div className="max-w-sm">
          <Logo current={false} tone="light" />
          <p className="mt-5 text-white/80">{site.blurb}</p>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label="Follow us">
            {facts.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 px-4 text-sm font-medium text-white hover:border-white hover:bg-white/10"
                >
                  {link.label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterList title={footerHeadings.services} links={footerNav.capabilities} />
        <FooterList title={footerHeadings.company} links={footerNav.company} />
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-saffron-300 uppercase">
            {footerHeadings.contact}
          </h2>
          <ul className="mt-4 grid gap-3">
            <li>
              {/* The icon by the address's first line when it wraps after its "@". */}
              <EmailLink
                email={site.email}
                className="inline-flex items-start gap-2 text-white/85 hover:text-white hover:underline"
              >
                <Mail aria-hidden="true" className="mt-1 size-4 shrink-0" />
              </EmailLink>
            </li>
            <li>
              <a
                href={facts.phone.href}
                className="inline-flex items-center gap-2 text-white/85 hover:text-white hover:underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {facts.phone.display}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p className="text-white/70">
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
          <nav aria-label="Policies">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {footerNav.policies.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-6 items-center text-white/85 underline-offset-2 hover:text-white hover:underline"
                  >
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
