/**
 * Astro writes its island runtime (the <astro-island> element, 4.4 KB) and each client
 * directive's script into the first island of every page: 2 KB of every page's compressed
 * bytes, which pushed the larger pages past the first round trip of a slow phone link.
 * The islands integration (src/directives/islands.ts) ships them once, in a
 * cached file fetched after the first paint; this tells the renderer they are already there.
 */

/** The directives the pages use, all in the shipped file. Another would still be inlined and work. */
export const shippedDirectives = ['settled', 'use', 'visible'] as const;

interface RenderResult {
  _metadata: { hasHydrationScript: boolean; hasDirectives: Set<string> };
}

/**
 * Marks the island runtime and the shipped directives as written. `result` is the page's render
 * state (`$$result` in a component's frontmatter), an Astro internal: if its shape changes,
 * this throws and the build stops rather than shipping pages whose islands never start.
 */
export function markIslandRuntimeShipped(result: unknown) {
  const metadata = (result as Partial<RenderResult> | undefined)?._metadata;
  if (typeof metadata?.hasHydrationScript !== 'boolean' || !(metadata.hasDirectives instanceof Set)) {
    throw new Error("Astro's render state has changed: the island runtime can no longer be shipped apart");
  }
  metadata.hasHydrationScript = true;
  for (const directive of shippedDirectives) metadata.hasDirectives.add(directive);
}
