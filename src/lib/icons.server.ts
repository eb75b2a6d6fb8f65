import { dynamicIconImports, type IconName } from "lucide-react/dynamic";
import type { IconDrawing } from "~/components/sections/section";

/** lucide's name for an icon component: "BrainCircuit" → "brain-circuit", "Volume2" → "volume-2". */
export function lucideName(component: string): string {
  return component
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])(\d)/g, "$1-$2")
    .toLowerCase();
}

export function isLucideIcon(component: string): boolean {
  return lucideName(component) in dynamicIconImports;
}

/**
 * The drawing of a lucide icon, looked up at build time. Content names icons
 * by component name; pages receive the drawing as data in the pre-rendered
 * page and draw it with lucide's `Icon`, so no page ships icon modules for
 * its content.
 */
export async function iconDrawing(component: string): Promise<IconDrawing> {
  const name = lucideName(component);
  if (!(name in dynamicIconImports)) throw new Error(`no lucide icon named "${component}"`);
  const { __iconData } = await dynamicIconImports[name as IconName]();
  return __iconData.node.map(([tag, attributes]) => [
    tag,
    Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, String(value)])),
  ]);
}

/** Replaces each item's icon name with the icon's drawing. */
export function withIcons<Item extends { icon: string }>(
  items: Item[],
): Promise<(Omit<Item, "icon"> & { icon: IconDrawing })[]> {
  return Promise.all(items.map(async (item) => ({ ...item, icon: await iconDrawing(item.icon) })));
}
