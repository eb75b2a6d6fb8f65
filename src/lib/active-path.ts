/**
 * SPEC §2: an item is active when the current path starts with the item's
 * path; Home only on an exact "/". Matching is per path segment, so "/team"
 * is active on "/team/member/x" but "/events" is not active on "/eventsx".
 */
export function isActivePath(itemHref: string, pathname: string): boolean {
  const item = stripTrailingSlash(itemHref);
  const current = stripTrailingSlash(pathname);
  if (item === "/") return current === "/";
  return current === item || current.startsWith(`${item}/`);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** A navigation section is active on its own page and on any page of its submenu. */
export function isActiveSection(item: { href: string; submenu?: { href: string }[] }, pathname: string): boolean {
  return isActivePath(item.href, pathname) || (item.submenu ?? []).some((link) => isActivePath(link.href, pathname));
}
