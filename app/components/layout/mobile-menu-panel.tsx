import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTitle } from "~/components/ui/sheet";
import type { NavItem, NavLink } from "~/content/navigation";
import { isActivePath } from "~/lib/active-path";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { WholeStylesheet } from "./whole-stylesheet";

type MenuLinkProps = { link: NavLink; pathname: string; nested?: boolean; onChoose: () => void };

function MenuLink({ link, pathname, nested = false, onChoose }: MenuLinkProps) {
  return (
    <Link
      to={link.href}
      aria-current={isActivePath(link.href, pathname) ? "page" : undefined}
      onClick={onChoose}
      className={cn(
        "flex min-h-11 items-center rounded-xl px-4 transition-colors hover:bg-sand-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800",
        nested ? "text-base text-ink-soft" : "text-lg font-semibold text-navy-900",
      )}
    >
      {link.name}
    </Link>
  );
}

export type MobileMenuPanelProps = {
  items: NavItem[];
  cta: NavLink;
  pathname: string;
  onClose: (reason: "dismiss" | "link") => void;
};

/** The open mobile menu: a modal panel (focus kept inside, Escape closes) listing every page. */
export default function MobileMenuPanel({ items, cta, pathname, onClose }: MobileMenuPanelProps) {
  const choose = () => onClose("link");
  return (
    <Sheet open onOpenChange={(open) => !open && onClose("dismiss")}>
      {/* The page's own CSS has none of the panel's rules: React shows the panel once they apply. */}
      <WholeStylesheet />
      <SheetContent closeLabel="Close menu" onCloseAutoFocus={(event) => event.preventDefault()}>
        <SheetTitle>Menu</SheetTitle>
        <div className="flex h-18 items-center px-5 sm:px-8">
          <Logo current={pathname === "/"} onClick={choose} />
        </div>
        <nav aria-label="Main" className="px-3 pb-6 sm:px-6">
          <ul className="grid gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <MenuLink link={item} pathname={pathname} onChoose={choose} />
                {item.submenu ? (
                  <ul className="mb-2 ml-4 grid gap-0.5 border-l border-sand-200 pl-2">
                    {item.submenu.map((link) => (
                      <li key={link.href}>
                        <MenuLink link={link} pathname={pathname} nested onChoose={choose} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-6 w-full">
            <Link to={cta.href} aria-current={isActivePath(cta.href, pathname) ? "page" : undefined} onClick={choose}>
              {cta.name}
            </Link>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
