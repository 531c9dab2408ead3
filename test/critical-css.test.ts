import { describe, expect, it } from 'vitest';
import { CriticalCss, inlineCriticalCss, pageClasses } from '../scripts/critical-css.ts';

const stylesheet = [
  '@layer theme,base,components,utilities;',
  '@layer base{*,:before{box-sizing:border-box}h1{font-size:inherit}}',
  '@layer components;',
  '@layer utilities{.flex{display:flex}.hidden{display:none}.md\\:grid{@media (width>=48rem){display:grid}}',
  '.hover\\:bg-forest-50{&:hover{background:#f1f7f3}}.size-2\\.5{width:.625rem}.w-1\\/2{width:50%}',
  '.space-y-4>:not(:last-child){margin-bottom:1rem}}',
  '@media (width>=64rem){.lg\\:hidden{display:none}.lg\\:flex{display:flex}}',
  '@keyframes fade-in{from{opacity:0}}',
  'astro-island[ssr]:has(+.until-hydrated){display:none}',
  '.toast[data-state=open]{animation:toast-in .3s}',
].join('');

describe('CriticalCss', () => {
  it('keeps the rules of the classes a page uses, every rule without a class, and the layer order', () => {
    const html =
      '<body class="flex"><p class="md:grid size-2.5 w-1/2 lg:flex">x</p><span class="until-hydrated"></span>';
    expect(new CriticalCss(stylesheet).for(html)).toBe(
      [
        '@layer theme,base,components,utilities;',
        '@layer base{*,:before{box-sizing:border-box}h1{font-size:inherit}}',
        '@layer components;',
        '@layer utilities{.flex{display:flex}.md\\:grid{@media (width>=48rem){display:grid}}',
        '.size-2\\.5{width:.625rem}.w-1\\/2{width:50%}}',
        '@media (width>=64rem){.lg\\:flex{display:flex}}',
        '@keyframes fade-in{from{opacity:0}}',
        'astro-island[ssr]:has(+.until-hydrated){display:none}',
      ].join(''),
    );
  });

  it('keeps a rule whose class is on the page whatever the pseudo-classes around it', () => {
    const css = new CriticalCss(stylesheet).for('<div class="space-y-4 hover:bg-forest-50 toast">');
    expect(css).toContain('.space-y-4>:not(:last-child){margin-bottom:1rem}');
    expect(css).toContain('.hover\\:bg-forest-50{&:hover{background:#f1f7f3}}');
    expect(css).toContain('.toast[data-state=open]');
    expect(css).not.toContain('.hidden');
  });
});

describe('pageClasses', () => {
  it('reads class attributes as the browser does, entities decoded', () => {
    expect([...pageClasses('<a class="btn  [&amp;&gt;*]:mt-4\nlink" href="#"><i class=""></i>')]).toEqual([
      'btn',
      '[&>*]:mt-4',
      'link',
    ]);
  });
});

describe('inlineCriticalCss', () => {
  it("puts the page's rules in place of its stylesheet link, the whole sheet behind a <noscript> link", () => {
    const html = '<head><link rel="stylesheet" href="/_astro/page.abc.css"></head><body class="flex">';
    const sheet = new CriticalCss('.flex{display:flex}.grid{display:grid}');
    expect(inlineCriticalCss(html, () => sheet)).toBe(
      '<head><style>.flex{display:flex}</style><noscript data-stylesheet="/_astro/page.abc.css">' +
        '<link rel="stylesheet" href="/_astro/page.abc.css"></noscript></head><body class="flex">',
    );
  });
});
