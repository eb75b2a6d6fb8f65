import { ChevronDown, Menu, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { Navigation, NavItem, NavLink } from "~/content/navigation";
import { isActivePath, isActiveSection } from "~/lib/active-path";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";

/*
 * The header ships no script: the submenus are popovers opened by their buttons (`popovertarget`) and the phone
 * menu a modal dialog (`commandfor`), so they work the moment the page paints and with JavaScript off. On wide
 * screens a submenu also shows while the pointer rests on its item (SPEC §2), by CSS.
 */

const MOBILE_MENU_ID = "mobile-menu";
const submenuId = (item: NavItem) => `submenu-${item.href.slice(1)}`;
// Whole class names, so Tailwind finds them; the page's CSP allows no style attributes.
const anchorNames: Record<string, string> = {
  "submenu-capabilities": "[anchor-name:--submenu-capabilities]",
  "submenu-impact": "[anchor-name:--submenu-impact]",
};
const positionAnchors: Record<string, string> = {
  "submenu-capabilities": "[position-anchor:--submenu-capabilities]",
  "submenu-impact": "[position-anchor:--submenu-impact]",
};

const itemStyle =
  "inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-medium text-ink-soft transition-colors hover:bg-sand-100 hover:text-navy-900 data-[active]:bg-teal-50 data-[active]:text-teal-800";

function SubmenuLink({ link, pathname }: { link: NavLink & { description?: string }; pathname: string }) {
  return (
    <a
      href={link.href}
      aria-current={isActivePath(link.href, pathname) ? "page" : undefined}
      className="block rounded-xl px-4 py-3 transition-colors hover:bg-sand-100 aria-[current=page]:bg-teal-50"
    >
      <span className="block text-sm font-semibold text-navy-900">{link.name}</span>
      {link.description ? <span className="mt-0.5 block text-sm text-ink-soft">{link.description}</span> : null}
    </a>
  );
}

function DesktopNav({ mainNav, pathname }: { mainNav: NavItem[]; pathname: string }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNav.map((item) => {
          const active = isActivePath(item.href, pathname);
          if (!item.submenu) {
            return (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={active ? "page" : undefined}
                  data-active={active ? "" : undefined}
                  className={itemStyle}
                >
                  {item.name}
                </a>
              </li>
            );
          }
          const id = submenuId(item);
          return (
            // The item anchors its submenu (CSS anchor positioning), which hover shows and the button toggles.
            <li key={item.href} className={cn("submenu-item", anchorNames[id])}>
              <button
                type="button"
                popoverTarget={id}
                data-active={isActiveSection(item, pathname) ? "" : undefined}
                className={cn(itemStyle, "cursor-pointer")}
              >
                {item.name}
                <ChevronDown aria-hidden="true" className="size-3.5" />
              </button>
              <div id={id} popover="auto" className={cn("submenu", positionAnchors[id])}>
                <ul className="grid w-80 gap-1 rounded-2xl border border-sand-200 bg-white p-2 shadow-card-raised">
                  <li>
                    <SubmenuLink
                      link={{ name: `${item.name} overview`, href: item.href, description: item.description }}
                      pathname={pathname}
                    />
                  </li>
                  {item.submenu.map((link) => (
                    <li key={link.href}>
                      <SubmenuLink link={link} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MobileMenuLink({ link, pathname, nested = false }: { link: NavLink; pathname: string; nested?: boolean }) {
  return (
    <a
      href={link.href}
      aria-current={isActivePath(link.href, pathname) ? "page" : undefined}
      className={cn(
        "flex min-h-11 items-center rounded-xl px-3 transition-colors hover:bg-sand-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800",
        // A page's highlight reaches past its name on both sides, so the names line up with the logo and the button.
        nested ? "text-base text-ink-soft" : "-mx-3 text-lg font-semibold text-navy-900",
      )}
    >
      {link.name}
    </a>
  );
}

/**
 * Below the desktop breakpoint: a Menu button opening every page as a stacked list in a modal dialog, by the
 * platform's invoker commands (`commandfor`), so it works before and without script; choosing a link leaves the page.
 */
function MobileMenu({ navigation, pathname }: { navigation: Navigation; pathname: string }) {
  const { mainNav, getStarted } = navigation;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        commandfor={MOBILE_MENU_ID}
        command="show-modal"
        className="lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6!" />
      </Button>
      <dialog
        id={MOBILE_MENU_ID}
        aria-label="Menu"
        closedby="any"
        // The whole screen on a phone; from 640 px a sheet at the right, over the dimmed page.
        className="mobile-menu m-0 ml-auto h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white shadow-card-raised sm:max-w-sm"
      >
        <div className="flex h-18 items-center justify-between gap-4 px-5 sm:px-8">
          <Logo current={pathname === "/"} />
          <Button
            variant="ghost"
            size="icon"
            aria-label="Close menu"
            commandfor={MOBILE_MENU_ID}
            command="close"
            // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the opened menu starts on its close button, as dialogs do
            autoFocus
          >
            <X aria-hidden="true" className="size-6!" />
          </Button>
        </div>
        <nav aria-label="Main" className="px-5 pb-6 sm:px-8">
          <ul className="grid gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                <MobileMenuLink link={item} pathname={pathname} />
                {item.submenu ? (
                  <ul className="mb-2 grid gap-0.5 border-l border-sand-200 pl-2">
                    {item.submenu.map((link) => (
                      <li key={link.href}>
                        <MobileMenuLink link={link} pathname={pathname} nested />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-6 w-full">
            <a href={getStarted.href} aria-current={isActivePath(getStarted.href, pathname) ? "page" : undefined}>
              {getStarted.name}
            </a>
          </Button>
        </nav>
      </dialog>
    </>
  );
}

/** `navigation`: the links, their words from content/navigation.yaml (getNavigation, in the layout). */
export function SiteHeader({ navigation, pathname }: { navigation: Navigation; pathname: string }) {
  const { getStarted } = navigation;
  const ctaActive = isActivePath(getStarted.href, pathname);
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-white">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Logo current={pathname === "/"} />
        <DesktopNav mainNav={navigation.mainNav} pathname={pathname} />
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <Button asChild>
              <a href={getStarted.href} aria-current={ctaActive ? "page" : undefined}>
                {getStarted.name}
              </a>
            </Button>
          </div>
          <MobileMenu navigation={navigation} pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
