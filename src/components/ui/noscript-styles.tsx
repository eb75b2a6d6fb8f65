/** Pages with tabs, accordions or hover panels include this so they read in full with scripts off. */
export function NoScriptStyles() {
  return (
    <noscript>
      <link rel="stylesheet" href="/noscript.css" />
    </noscript>
  );
}
