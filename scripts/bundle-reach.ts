import type { Rollup } from "vite";

/**
 * The files these chunks of a client bundle load, themselves included: every chunk their static and dynamic imports
 * can bring in and, with `imported`, the stylesheets and assets those chunks import. Names are relative to the
 * client folder.
 */
export function bundleReach(
  bundle: Rollup.OutputBundle,
  roots: string[],
  { imported = false }: { imported?: boolean } = {},
): Set<string> {
  const seen = new Set<string>();
  const walk = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== "chunk") return;
    seen.add(fileName);
    if (imported) {
      for (const file of [...(chunk.viteMetadata?.importedCss ?? []), ...(chunk.viteMetadata?.importedAssets ?? [])])
        seen.add(file);
    }
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) walk(next);
  };
  for (const root of roots) walk(root);
  return seen;
}
