import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { NavItem, NavLink } from "~/content/navigation";
import type { MobileMenuPanelProps } from "./mobile-menu-panel";

// The panel (and the dialog primitive under it) loads on first use, keeping it off every page's first load.
const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadPanel);

type MobileMenuProps = { items: NavItem[]; cta: NavLink; pathname: string; className?: string };

/** Below the desktop breakpoint: a "Menu" button opening a stacked menu; choosing a link closes it. */
export function MobileMenu({ items, cta, pathname, className }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A chosen link hands focus to the new page's heading; dismissing returns it to the button.
  const refocusButton = useRef(false);

  const close: MobileMenuPanelProps["onClose"] = (reason) => {
    refocusButton.current = reason === "dismiss";
    setOpen(false);
  };

  useEffect(() => {
    if (open || !refocusButton.current) return;
    refocusButton.current = false;
    button.current?.focus();
  }, [open]);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" className="size-6!" />
      </Button>
      {open ? (
        <Suspense>
          <MobileMenuPanel items={items} cta={cta} pathname={pathname} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
