import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { industryOfFile } from "~/content/choices";

/*
 * The files of content/ as the editor shows them: entries (a team member, a case study, a page, the contact
 * details), each with its name in the editor's words and its address in the editor (keystatic.config.ts), and the
 * files that make it up (a member's file and their portrait's folder). Drafts waiting, a release's changes and an
 * entry's history are told in these words, not as file paths.
 */

export type Entry = {
  /** Stable across versions: the entry's first file (team/amara-okafor.md). */
  key: string;
  /** What kind of entry, as the editor's sidebar names it. */
  kind: string;
  /** Its own name where its file gives one (the member's name, the page's title), else its file's. */
  name: string;
  /** Its form in the editor. */
  editor: string;
  /** Where it shows on the site, when it has a page of its own or one it is best seen on. */
  page?: string;
  /** Whether `file` (relative to content/) belongs to it. */
  holds(file: string): boolean;
};

/** A file's own name for what it holds: its `name` or `title`, read from YAML or a Markdown file's front matter. */
function ownName(contentDir: string, file: string): string | undefined {
  const full = path.join(contentDir, file);
  if (!existsSync(full)) return undefined;
  let yaml = "";
  try {
    const text = readFileSync(full, "utf8");
    yaml = file.endsWith(".md") ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") : text;
    const data = parseYaml(yaml) as { name?: unknown; title?: unknown } | null;
    const name = data?.name ?? data?.title;
    return typeof name === "string" && name.trim() ? name.trim() : undefined;
  } catch {
    // A file another line of which cannot be read (listed to be fixed) is still named by its own line.
    const line = /^(?:name|title):[ \t]*([^"'\s].*?)[ \t]*$/m.exec(yaml)?.[1];
    return line && !line.includes(": ") ? line : undefined;
  }
}

const words = (slug: string) => {
  const text = slug.replace(/-/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The page a page's file is shown on: a page's file is named as its address; the shared copy where it shows. */
const PAGE_OF_FILE: Record<string, string> = {
  home: "/",
  "team-member": "/team",
  "case-study": "/impact",
  "not-found": "/404",
};

/**
 * The entry `file` (a path relative to content/, with forward slashes) belongs to, named as it reads in `contentDir`
 * (the drafts, or a release's snapshot); null for a file the editor does not show.
 */
export function entryOf(file: string, contentDir: string): Entry | null {
  const parts = file.split("/");
  const [top, second, third] = parts;
  const named = (key: string, fallback: string) => ownName(contentDir, key) ?? fallback;

  // A member's or a study's file, or a file in its upload folder (team/portraits/<slug>/portrait.jpg).
  const collection = (
    folder: string,
    uploads: string,
    kind: string,
    editorName: string,
    page: (slug: string) => string,
  ) => {
    const slug = second === uploads ? third : second?.replace(/\.md$/, "");
    if (!slug || (second !== uploads && !second?.endsWith(".md"))) return null;
    const key = `${folder}/${slug}.md`;
    return {
      key,
      kind,
      name: named(key, words(slug)),
      editor: `/keystatic/collection/${editorName}/item/${slug}`,
      page: page(slug),
      holds: (other: string) => other === key || other.startsWith(`${folder}/${uploads}/${slug}/`),
    };
  };

  if (top === "team") return collection("team", "portraits", "Team member", "team", (slug) => `/team/member/${slug}`);
  if (top === "case-studies")
    return collection("case-studies", "photos", "Case study", "caseStudies", (slug) => `/impact/${slug}`);

  const single = (key: string, kind: string, name: string, editor: string, page?: string): Entry => ({
    key,
    kind,
    name,
    editor: `/keystatic/singleton/${editor}`,
    ...(page ? { page } : {}),
    holds: (other: string) => other === key,
  });
  if (top === "pages" && second && parts.length === 2) {
    const page = second.replace(/\.(?:ya?ml|md)$/, "");
    return single(file, "Page", named(file, words(page)), `page-${page}`, PAGE_OF_FILE[page] ?? `/${page}`);
  }
  if (top === "clients" && second && parts.length === 2) {
    const industry = industryOfFile(second.replace(/\.ya?ml$/, ""));
    return industry ? single(file, "Client roster", industry, second.replace(/\.ya?ml$/, ""), "/client-roster") : null;
  }
  if (file === "site.yaml") return single(file, "Contact details", "Contact details", "site", "/contact");
  if (file === "navigation.yaml") return single(file, "Menus and footer", "Menus and footer", "navigation", "/");
  if (file === "testimonials.yaml") return single(file, "Testimonials", "Testimonials", "testimonials");
  return null;
}

/** The entries the files (as `content/…` paths) belong to, each once, in the order first named; other files as they are. */
export function entriesOf(files: readonly string[], contentDir: string): { entries: Entry[]; others: string[] } {
  const entries = new Map<string, Entry>();
  const others: string[] = [];
  for (const file of files) {
    const relative = file.replace(/^content\//, "");
    const entry = entryOf(relative, contentDir);
    if (!entry) others.push(file);
    else if (!entries.has(entry.key)) entries.set(entry.key, entry);
  }
  return { entries: [...entries.values()], others };
}
