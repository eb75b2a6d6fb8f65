/**
 * What the editor's config knows of a page's file at build time (`?page-shape`, scripts/editor-bundle.ts): its title,
 * the page's name in the editor, and the names of its parts. Never its words.
 */
export type PageShape = { title?: string; parts: string[] };
