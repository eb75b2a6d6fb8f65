// Without zod: the editor (keystatic.config.ts, src/editor/) holds the owner to the same rules as the schemas.

/** A page's description, as search results and link previews show it. */
export const DESCRIPTION_LENGTH = { min: 50, max: 170 } as const;

/** The name a band's heading is linked by (how-we-work: "how-we-work-heading"). */
export const ANCHOR_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A band's background, where the file chooses it. */
export const BACKGROUNDS = ["white", "sand", "navy"] as const;
