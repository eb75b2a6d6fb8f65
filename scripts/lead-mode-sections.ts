import { defineMdastPlugin } from "satteri";
import { isLeadModeHeading, LEAD_MODE_HEADINGS } from "~/content/lead-mode-headings";

/**
 * The Markdown step that does it: a `### When …` sub-heading and everything under it up to the next heading of its
 * level or above go, unless it is this build's, whose text stays in its place.
 */
export function leadModeSections(leadsOnServer: boolean) {
  const kept = leadsOnServer ? LEAD_MODE_HEADINGS.server : LEAD_MODE_HEADINGS.emailjs;
  return defineMdastPlugin({
    // The way in the name: Astro keeps what it rendered from content/ until its config (this name in it) changes.
    name: `lead-mode-sections:${leadsOnServer ? "own-server" : "emailjs"}`,
    before(root, context) {
      let dropping = false;
      for (const node of root.children) {
        if (node.type === "heading" && node.depth <= 3) {
          dropping = false;
          const text = context.textContent(node).trim();
          if (node.depth === 3 && isLeadModeHeading(text)) {
            context.removeNode(node);
            dropping = text !== kept;
            continue;
          }
        }
        if (dropping) context.removeNode(node);
      }
    },
  });
}
