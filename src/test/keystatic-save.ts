import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ComponentSchema, Config } from "@keystatic/core";

/**
 * What the editor writes when an owner saves an entry: Keystatic's own parse and serialise steps, as its browser
 * bundle runs them on Save (parseEntry, serializeEntryToFiles: not exported, so they are followed here step by step
 * with the functions they call). Tests use it to check that a save changes only what the owner changed.
 */
type Leaf = ComponentSchema & {
  kind: "form";
  formKind?: "slug" | "asset" | "content" | "assets";
  parse: (value: unknown, extra?: unknown) => unknown;
  filename?: (value: unknown, extra: unknown) => string | undefined;
  directory?: string;
  contentExtension?: string;
};
type Internals = {
  parseProps: (
    schema: ComponentSchema,
    value: unknown,
    path: string[],
    pathWithSlugs: string[],
    parseLeaf: (schema: Leaf, value: unknown, path: string[], pathWithSlugs: string[]) => unknown,
    validateArrayLength: boolean,
  ) => Record<string, unknown>;
  serializeProps: (
    state: unknown,
    schema: ComponentSchema,
    slugField: string | undefined,
    slug: string | undefined,
    suggestFilenamePrefix: boolean,
  ) => { value: unknown; extraFiles: { path: string; contents: Uint8Array }[] };
  object: (fields: Record<string, ComponentSchema>) => ComponentSchema;
  clientSideValidateProp: (schema: ComponentSchema, state: unknown, slugInfo: undefined) => boolean;
  load: (text: string) => unknown;
  dump: (value: unknown) => string;
};

let internals: Promise<Internals> | undefined;

/** Keystatic's chunks are named by hash and their exports minified: read both from its UI module's imports. */
async function loadInternals(): Promise<Internals> {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve("@keystatic/core/package.json")), "dist");
  const ui = readFileSync(path.join(dist, "keystatic-core-ui.js"), "utf8");
  const imported = new Map<string, { chunk: string; name: string }>();
  for (const [, names = "", chunk = ""] of ui.matchAll(/^import \{([^}]*)\} from '\.\/([\w-]+\.js)';$/gm)) {
    for (const [, name = "", local = ""] of names.matchAll(/(\w+|\$) as (\w+)/g)) imported.set(local, { chunk, name });
  }
  async function internal(local: string) {
    const found = imported.get(local);
    if (!found) throw new Error(`Keystatic's UI no longer imports ${local}: update src/test/keystatic-save.ts`);
    const module = (await import(pathToFileURL(path.join(dist, found.chunk)).href)) as Record<string, unknown>;
    return module[found.name];
  }
  const yaml = createRequire(path.join(dist, "keystatic-core.js"))("js-yaml") as Pick<Internals, "load" | "dump">;
  return {
    parseProps: (await internal("parseProps")) as Internals["parseProps"],
    serializeProps: (await internal("serializeProps")) as Internals["serializeProps"],
    object: (await internal("object")) as Internals["object"],
    clientSideValidateProp: (await internal("clientSideValidateProp")) as Internals["clientSideValidateProp"],
    load: yaml.load,
    dump: yaml.dump,
  };
}

type Entry = { singleton: string } | { collection: string; slug: string };

const FRONT_MATTER = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;

/** An entry open in the editor's form: its state (text fields hold strings, lists arrays) and the form's buttons. */
export type OpenEntry = {
  /** The entry's data file, relative to the project. */
  file: string;
  state: Record<string, unknown>;
  /** Whether Save would go ahead: every field passes its own check, as the form checks them on Save. */
  canSave: () => boolean;
  /** The data file as Save writes it from the state. */
  save: () => string;
};

/**
 * Opens `entry` of the editor's config as its form does (Keystatic's parseEntry); throws, as the editor shows it,
 * when the form cannot open the file. Paths in the config are relative to `root`.
 */
export async function openInEditor(
  config: Pick<Config, "singletons" | "collections">,
  entry: Entry,
  root: string = process.cwd(),
): Promise<OpenEntry> {
  const { parseProps, serializeProps, object, clientSideValidateProp, load, dump } = await (internals ??=
    loadInternals());
  const form = "singleton" in entry ? config.singletons?.[entry.singleton] : config.collections?.[entry.collection];
  if (!form) throw new Error(`keystatic.config.ts has no ${JSON.stringify(entry)}`);
  const slug = "slug" in entry ? entry.slug : undefined;
  const slugField = "slugField" in form ? (form.slugField as string) : undefined;
  const contentField = typeof form.format === "object" ? [form.format.contentField].flat().join("/") : undefined;
  const schema = object(form.schema);
  const contentExtension = contentField
    ? ((form.schema as Record<string, Leaf>)[contentField]?.contentExtension ?? ".mdoc")
    : undefined;
  const dir = (form.path ?? "").replace(/\*$/, slug ?? "").replace(/\/$/, "");
  const file = `${dir}${contentExtension ?? ".yaml"}`;
  const bytes = readFileSync(path.join(root, file));
  let loaded: unknown;
  let content: Uint8Array | undefined;
  if (contentField) {
    const text = new TextDecoder().decode(bytes);
    const match = FRONT_MATTER.exec(text);
    loaded = match ? load(match[1] ?? "") : {};
    content = match ? bytes.slice(new TextEncoder().encode(match[0]).byteLength) : bytes;
  } else loaded = load(new TextDecoder().decode(bytes));

  const state = parseProps(
    schema,
    loaded,
    [],
    [],
    (leaf, value, at, atWithSlugs) => {
      if (at.length === 1 && at[0] === slugField) return leaf.parse(value, { slug });
      if (leaf.formKind === "asset") {
        const name = leaf.filename?.(value, { suggestedFilenamePrefix: atWithSlugs.join("/"), slug });
        const folder = leaf.directory ? `${leaf.directory}${slug === undefined ? "" : `/${slug}`}` : dir;
        const asset = name ? readIfThere(path.join(root, folder, name)) : undefined;
        return leaf.parse(value, { asset, slug });
      }
      if (leaf.formKind === "content") {
        return leaf.parse(value, { content, other: new Map(), external: new Map(), slug });
      }
      return leaf.parse(value, undefined);
    },
    false,
  );

  return {
    file,
    state,
    canSave: () => clientSideValidateProp(schema, state, undefined),
    save() {
      const { value, extraFiles } = serializeProps(state, schema, slugField, slug, true);
      const data = dump(value);
      if (!contentField) return data;
      const body = extraFiles.find((extra) => extra.path === `${contentField}${contentExtension}`);
      return `---\n${data}---\n${new TextDecoder().decode(body?.contents ?? new Uint8Array())}`;
    },
  };
}

function readIfThere(file: string): Uint8Array | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

/** Keystatic as the editor's browser loads it (Node's build leaves out the text editors' parse and serialise). */
export async function keystaticInBrowser(): Promise<Record<string, unknown>> {
  const require = createRequire(import.meta.url);
  const dist = path.join(path.dirname(require.resolve("@keystatic/core/package.json")), "dist");
  return (await import(pathToFileURL(path.join(dist, "keystatic-core.js")).href)) as Record<string, unknown>;
}
