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
  it('keeps the rules of the classes and elements a page has, and the layer order', () => {
    const html =
      '<body class="flex"><h1>A</h1><p class="md:grid size-2.5 w-1/2 lg:flex">x</p><astro-island ssr></astro-island><span class="until-hydrated"></span>';
    expect(new CriticalCss(stylesheet).for(html)).toBe(
      [
        '@layer theme,base,components,utilities;',
        '@layer base{*,:before{box-sizing:border-box}h1{font-size:inherit}}',
        '@layer components;',
        '@layer utilities{.flex{display:flex}.md\\:grid{@media (width>=48rem){display:grid}}',
        '.size-2\\.5{width:.625rem}.w-1\\/2{width:50%}}',
        '@media (width>=64rem){.lg\\:flex{display:flex}}',
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

  it("leaves out the reset's rules for elements the page does not have", () => {
    const sheet = new CriticalCss(
      'h1,h2{font-size:inherit}table{border-collapse:collapse}:where(select) optgroup{font-weight:bolder}',
    );
    expect(sheet.for('<main><h2>A</h2><select><option>x</option></select></main>')).toBe('h1,h2{font-size:inherit}');
    expect(sheet.for('<TABLE><tr><td>1</td></tr></TABLE>')).toBe('table{border-collapse:collapse}');
  });

  it("leaves out a pointer's states, which no first frame is drawn under, and keeps focus", () => {
    const sheet = new CriticalCss(
      '.btn{color:red}@media (hover:hover){.btn:hover{color:blue}}.btn:active{color:green}.btn:focus-visible{outline:3px solid}',
    );
    expect(sheet.for('<a class="btn">')).toBe('.btn{color:red}.btn:focus-visible{outline:3px solid}');
  });

  it('keeps the custom properties, registrations and keyframes that what is kept reads, and no others', () => {
    const sheet = new CriticalCss(
      [
        '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
        '@property --tw-blur{syntax:"*";inherits:false}',
        ':root,:host{--color-a:red;--color-b:blue;--font-sans:system-ui;--default-font:var(--font-sans);--animate-in:fade-in 1s}',
        'html{font-family:var(--default-font)}',
        '.text-a{color:var(--color-a)}.translate-x-1{translate:var(--tw-translate-x)}.animate-in{animation:var(--animate-in)}',
        '@keyframes fade-in{from{opacity:0}}@keyframes spin{to{rotate:1turn}}',
      ].join(''),
    );
    expect(sheet.for('<html><p class="text-a translate-x-1">')).toBe(
      [
        '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
        ':root,:host{--color-a:red;--font-sans:system-ui;--default-font:var(--font-sans)}',
        'html{font-family:var(--default-font)}',
        '.text-a{color:var(--color-a)}.translate-x-1{translate:var(--tw-translate-x)}',
      ].join(''),
    );
    // A variable the page's own style attribute reads, and keyframes an animation names through a variable.
    const css = sheet.for('<p class="animate-in" style="color:var(--color-b)">');
    expect(css).toContain('--color-b:blue');
    expect(css).toContain('--animate-in:fade-in 1s');
    expect(css).toContain('@keyframes fade-in');
    expect(css).not.toContain('@keyframes spin');
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
