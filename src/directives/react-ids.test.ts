import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fixReactStringIds } from './react-ids.ts';

const installed = readFileSync(createRequire(import.meta.url).resolve('@astrojs/react/server.js'), 'utf8');

describe('fixReactStringIds', () => {
  it("passes the island's options, useId prefix included, to renderToString in the installed @astrojs/react", () => {
    const code = fixReactStringIds(installed);
    expect(code).toContain('ReactDOM.renderToString(vnode, renderOptions)');
    expect(code).toMatch(/const renderOptions = \{\s*identifierPrefix: prefix/);
  });

  it('leaves code that already passes them alone', () => {
    const code = fixReactStringIds(installed);
    expect(fixReactStringIds(code)).toBe(code);
  });

  it('stops the build when the code it fixes is gone', () => {
    expect(() => fixReactStringIds('html = ReactDOM.renderToString(element);')).toThrow(/changed how it renders/);
  });
});
