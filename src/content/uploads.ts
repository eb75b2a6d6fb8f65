/**
 * The photos the firm uploads, each in a folder beside the files that name it (docs/editing.md). The editor
 * (Keystatic) keeps an entry's photo in a folder named after the entry's file and writes its path from the entry's
 * file: content/team/nadia-brooks.md has `portrait: ./portraits/nadia-brooks/portrait.jpg`. It reads a photo only
 * from there: a path elsewhere opens as no photo, and the next save would drop it.
 */
export const UPLOADS = {
  /** content/team/portraits/<member>/ */
  portrait: { collection: "team", folder: "portraits" },
  /** content/case-studies/photos/<study>/ */
  photo: { collection: "case-studies", folder: "photos" },
} as const;

export type UploadField = keyof typeof UPLOADS;

/** The start of the path an entry's file gives its photo, e.g. ./portraits/nadia-brooks/ for nadia-brooks.md. */
export function uploadPrefix(field: UploadField, entry: string): string {
  return `./${UPLOADS[field].folder}/${entry}/`;
}
