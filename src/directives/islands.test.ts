import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { prebuilt } from './islands.ts';

describe('prebuilt', () => {
  it("takes the installed Astro's island runtime and client:visible script as they are", () => {
    expect(prebuilt(islandRuntime, 'customElements.define("astro-island"')).toBe(islandRuntime);
    expect(prebuilt(visible, '"astro:visible"')).toBe(visible);
  });

  it('stops the build when a script is not what it was', () => {
    expect(() => prebuilt(undefined, '"astro:visible"')).toThrow(/prebuilt scripts have changed/);
    expect(() => prebuilt('(()=>{})();', 'customElements.define("astro-island"')).toThrow(
      /prebuilt scripts have changed/,
    );
  });
});
