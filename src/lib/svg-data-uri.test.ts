import { describe, expect, it } from 'vitest';
import { svgDataUri } from './svg-data-uri.ts';

describe('svgDataUri', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">\n  <path d="M20 3Z" fill="#1f4d3a"/>\n</svg>\n';

  it('escapes only what a URL or an attribute cannot carry', () => {
    expect(svgDataUri(svg)).toBe(
      'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2040%2040%22%3E%3Cpath%20d=%22M20%203Z%22%20fill=%22%231f4d3a%22/%3E%3C/svg%3E',
    );
  });

  it('decodes back to the same picture', () => {
    const decoded = decodeURIComponent(svgDataUri(svg).slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M20 3Z" fill="#1f4d3a"/></svg>',
    );
  });
});
