import { Link } from "react-router";
import type { NavItem } from "~/content/navigation";
import { isActivePath, isActiveSection } from "~/lib/active-path";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "~/components/ui/navigation-menu";
import { navigationMenuItemStyle } from "~/components/ui/navigation-menu-style";

function SubmenuLink({
  href,
  name,
  description,
  active,
}: {
  href: string;
  name: string;
  description?: string;
  active: boolean;
}) {
  return (
    <NavigationMenuLink asChild active={active}>
      <Link
        to={href}
        className="block rounded-xl px-4 py-3 transition-colors hover:bg-sand-100 data-[active]:bg-teal-50"
      >
        <span className="block text-sm font-semibold text-navy-900">{name}</span>
        {description ? <span className="mt-0.5 block text-sm text-ink-soft">{description}</span> : null}
      </Link>
    </NavigationMenuLink>
  );
}

export type DesktopMenuProps = { items: NavItem[]; pathname: string; className?: string };

/** The desktop menu with its submenus (Radix NavigationMenu); loaded by `DesktopNav` on wide screens only. */
export default function DesktopMenu({ items, pathname, className }: DesktopMenuProps) {
  return (
    <NavigationMenu aria-label="Main" className={className}>
      <NavigationMenuList>
        {items.map((item) => {
          const active = isActivePath(item.href, pathname);
          if (!item.submenu) {
            return (
              <NavigationMenuItem key={item.href}>
                <NavigationMenuLink asChild active={active}>
                  <Link to={item.href} className={navigationMenuItemStyle}>
                    {item.name}
                  </Link>
                </NavigationMenuLink>
              </NavigationMenuItem>
            );
          }
          const sectionActive = isActiveSection(item, pathname);
          return (
            <NavigationMenuItem key={item.href}>
              <NavigationMenuTrigger data-active={sectionActive ? "" : undefined}>{item.name}</NavigationMenuTrigger>
              <NavigationMenuContent>
                <ul className="grid gap-1">
                  <li>
                    <SubmenuLink
                      href={item.href}
                      name={`${item.name} overview`}
                      description={item.description}
                      active={active}
                    />
                  </li>
                  {item.submenu.map((link) => (
                    <li key={link.href}>
                      <SubmenuLink {...link} active={isActivePath(link.href, pathname)} />
                    </li>
                  ))}
                </ul>
              </NavigationMenuContent>
            </NavigationMenuItem>
          );
        })}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
