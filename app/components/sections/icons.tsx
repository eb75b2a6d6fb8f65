import { Icon } from "lucide-react";
import { createElement } from "react";
import { cn } from "~/lib/cn";

/** A lucide icon's SVG elements as plain data, looked up at build time by app/lib/icons.server.ts. */
export type IconDrawing = [tag: string, attributes: Record<string, string>][];

/** A content item whose icon name the page's loader has turned into the icon's drawing. */
export type WithIcon<Item extends { icon: string }> = Omit<Item, "icon"> & { icon: IconDrawing };

/** A content icon in a soft tile. */
export function IconBadge({ icon, className }: { icon: IconDrawing; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-12 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-700 ring-1 ring-teal-100 in-data-[tone=navy]:bg-white/10 in-data-[tone=navy]:text-saffron-300 in-data-[tone=navy]:ring-0",
        className,
      )}
    >
      <Icon iconNode={[]} className="size-6" strokeWidth={1.75}>
        {icon.map(([tag, attributes]) => createElement(tag, attributes))}
      </Icon>
    </span>
  );
}
