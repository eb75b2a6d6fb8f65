import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState, type ComponentType, type Ref } from "react";
import { Link } from "react-router";
import { navigationMenuItemStyle } from "~/components/ui/navigation-menu-style";
import { LG_QUERY, useMediaQuery } from "~/components/ui/use-media-query";
import { isActivePath, isActiveSection } from "~/lib/active-path";
import { cn } from "~/lib/cn";
import type { DesktopMenuProps } from "./desktop-menu";

/**
 * The main navigation on wide screens. The pre-rendered page, a phone (where the header shows the menu button
 * instead) and a desktop until the menu's script arrives get plain links: each section's name leads to its
 * overview page. On a wide screen the links then become the menu whose sections open submenus. A phone thus
 * never loads or sets up the menu it does not show: that kept about a tenth of a second of work at 4× CPU off
 * its hydration (docs/decisions/0003-javascript-budget.md).
 *
 * The links are swapped for the menu in one step once its script is loaded, and never while focus is on one of
 * them: a keyboard visitor who has already tabbed into the navigation keeps their place, and the menu takes over
 * when focus leaves it.
 */
export function DesktopNav(props: DesktopMenuProps) {
  const wide = useMediaQuery(LG_QUERY);
  const links = useRef<HTMLElement>(null);
  const [Menu, setMenu] = useState<ComponentType<DesktopMenuProps>>();

  useEffect(() => {
    if (!wide || Menu) return;
    let stop = false;
    let stopWaiting = () => {};
    void import("./desktop-menu").then(({ default: loaded }) => {
      const nav = links.current;
      if (stop || !nav) return;
      const swap = () => setMenu(() => loaded);
      if (!nav.contains(document.activeElement)) return swap();
      const onFocusOut = (event: FocusEvent) => {
        if (event.relatedTarget instanceof Node && nav.contains(event.relatedTarget)) return;
        stopWaiting();
        swap();
      };
      nav.addEventListener("focusout", onFocusOut);
      stopWaiting = () => nav.removeEventListener("focusout", onFocusOut);
    });
    return () => {
      stop = true;
      stopWaiting();
    };
  }, [wide, Menu]);

  return wide && Menu ? <Menu {...props} /> : <DesktopLinks {...props} ref={links} />;
}

function DesktopLinks({ items, pathname, className, ref }: DesktopMenuProps & { ref: Ref<HTMLElement> }) {
  return (
    <nav ref={ref} aria-label="Main" className={cn("relative", className)}>
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const active = isActivePath(item.href, pathname);
          const sectionActive = isActiveSection(item, pathname);
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={active ? "page" : undefined}
                data-active={sectionActive ? "" : undefined}
                className={navigationMenuItemStyle}
              >
                {item.name}
                {item.submenu ? <ChevronDown aria-hidden="true" className="size-3.5" /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
