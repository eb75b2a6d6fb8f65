import type { ReactNode } from "react";

/**
 * A link's words and the icon after them, the icon held to the last word: when the words wrap, the icon ends the
 * last line beside its word, never alone on a line of its own nor at the far end of a row (as a flex row with a gap
 * leaves it once its text wraps and takes the row's whole width).
 */
export function LabelThenIcon({ label, icon }: { label: string; icon: ReactNode }) {
  const lastSpace = label.trimEnd().lastIndexOf(" ");
  return (
    <>
      {label.slice(0, lastSpace + 1)}
      <span className="whitespace-nowrap">
        {label.slice(lastSpace + 1)}
        {icon}
      </span>
    </>
  );
}
