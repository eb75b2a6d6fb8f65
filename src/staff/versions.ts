/*
 * Drafts, previews and published versions, as the staff pages show them (server/releases/; docs/staff.md). The
 * server makes these records; the pages read them.
 */

/** An entry of the editor, as a page lists it: "Team member · Nadia Brooks", with its form and its page. */
export type EntryView = {
  key: string;
  kind: string;
  name: string;
  editor: string;
  page?: string;
};

/** What changed between two versions of the content: the entries, and any file outside them. */
export type ChangeView = { entries: EntryView[]; others: string[] };

export type JobPurpose = "preview" | "publish" | "rebuild";
export type JobState = "checking" | "building" | "making-live" | "done" | "failed";

/** A build the staff area started: a preview of the drafts, a publish, or an older version built again. */
export type JobView = {
  id: string;
  by: string;
  purpose: JobPurpose;
  state: JobState;
  startedAt: string;
  finishedAt: string | null;
  /** The build's last output lines. */
  lines: string[];
  /** Why it failed, in plain words; empty otherwise. */
  problems: string[];
  /** The release it made, once done. */
  release?: string;
};

/** A version of the site that has been live: when it was built, who made it live when, and what it changed. */
export type VersionView = {
  id: string;
  /** When it was built (ISO 8601). */
  at: string;
  /** How it was made, in words: "Published by …", "Rebuilt for new code", "The site as the server first started". */
  made: string;
  /** When it last went live, and by whom. */
  liveAt: string;
  liveBy: string;
  live: boolean;
  /** What it changed from the version live before it was made. */
  changes: ChangeView;
  /** Whether there was a version before it to change from (the first has none: everything is new). */
  changed: boolean;
  commit?: string;
  /** Whether its build is still on disk: making it live is then instant, else it is built again first. */
  built: boolean;
};

/** The drafts: the content the editor has saved, against the live version. */
export type DraftsView = {
  /** Entries saved since the live version was made. */
  changes: ChangeView;
  waiting: boolean;
  /** A preview built from exactly these drafts, if there is one. */
  preview?: { id: string; at: string; by: string };
};

/** One earlier version of an entry: the version it was published in, and the lines it had that differ from now. */
export type EntryVersionView = {
  version: VersionView;
  /** The entry's text then, line by line, marked against the drafts: "-" only then, "+" only now, " " both. */
  lines: { mark: "-" | "+" | " "; text: string }[];
  /** Whether the entry existed in that version. */
  existed: boolean;
};

/** What the staff pages of versions read (server/releases/publisher.ts). */
export type VersionsView = {
  drafts(): DraftsView;
  versions(): VersionView[];
  lastJob(): JobView | undefined;
  job(id: string): JobView | undefined;
  version(id: string): VersionView | undefined;
  /** The entry with this key in the drafts (or, removed from them, in the live version). */
  entry(key: string): EntryView | undefined;
  /** The published versions in which the entry differs from the one before, newest first. */
  entryHistory(key: string): EntryVersionView[];
  /** What a version's content differs in from the live one's: what making it live would change for visitors. */
  againstLive(id: string): ChangeView | undefined;
  /** A version that can be looked at (its build is on disk): a preview, or one that has been live. */
  viewable(id: string): { id: string; at: string; by: string; published: boolean } | undefined;
};
