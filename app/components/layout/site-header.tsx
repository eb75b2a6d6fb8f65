import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { getStarted, mainNav } from "~/content/navigation";
import { isActivePath } from "~/lib/active-path";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  const { pathname } = useLocation();
  const ctaActive = isActivePath(getStarted.href, pathname);
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-white">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Logo current={pathname === "/"} />
        <DesktopNav items={mainNav} pathname={pathname} className="hidden lg:block" />
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <Button asChild>
              <Link to={getStarted.href} aria-current={ctaActive ? "page" : undefined}>
                {getStarted.name}
              </Link>
            </Button>
          </div>
          <MobileMenu items={mainNav} cta={getStarted} pathname={pathname} className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
