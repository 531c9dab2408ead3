import { describe, expect, it } from 'vitest';
import { markIslandRuntimeShipped, shippedDirectives } from './shipped.ts';

describe('markIslandRuntimeShipped', () => {
  it('tells the renderer the island runtime and every shipped directive are on the page already', () => {
    const result = { _metadata: { hasHydrationScript: false, hasDirectives: new Set<string>(['only']) } };
    markIslandRuntimeShipped(result);
    expect(result._metadata.hasHydrationScript).toBe(true);
    expect([...result._metadata.hasDirectives].sort()).toEqual(['only', ...shippedDirectives].sort());
  });

  it('stops the build when the render state is not the shape it knows', () => {
    expect(() => markIslandRuntimeShipped(undefined)).toThrow(/render state has changed/);
    expect(() => markIslandRuntimeShipped({ _metadata: { hasHydrationScript: false } })).toThrow(
      /render state has changed/,
    );
    expect(() => markIslandRuntimeShipped({ _metadata: { hasDirectives: new Set() } })).toThrow(
      /render state has changed/,
    );
  });
});
