/**
 * A pre-rendered page carries only the CSS its own HTML uses (scripts/inline-css.ts). The rest, for what the
 * page does not show yet (a submenu, the mobile menu, a tooltip, a form message, another page), is the whole
 * stylesheet less the font faces every page already has, in a file of its own beside it.
 */
export const deferredStylesheetHref = (href: string) => href.replace(/\.css$/, ".deferred.css");
