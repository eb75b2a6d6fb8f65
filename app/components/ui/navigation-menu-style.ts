/**
 * A top-level item of the main navigation: a link, or a trigger opening a submenu. Its own module so the plain
 * navigation pre-rendered into every page can share it without pulling in the navigation menu primitive.
 */
export const navigationMenuItemStyle =
  "inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-medium text-ink-soft transition-colors hover:bg-sand-100 hover:text-navy-900 data-[active]:bg-teal-50 data-[active]:text-teal-800 data-[state=open]:bg-sand-100 data-[state=open]:text-navy-900";
