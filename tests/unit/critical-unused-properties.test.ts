import { describe, expect, it } from 'vitest';
import { dropUnusedProperties } from '../../scripts/critical-css/unused-properties.ts';

describe('critical CSS: custom properties nothing reads are dropped', () => {
  it('drops @property registrations, fallbacks and theme variables no declaration reads', () => {
    const css =
      '@layer theme{:root{--color-a:#111;--color-b:#222;--space:4px}}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-rotate-x{syntax:"*";inherits:false}' +
      '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-rotate-x:initial}}}' +
      '@layer utilities{.p-1{padding:calc(var(--space)*1)}.shadow{--tw-shadow:0 1px 2px #0003;box-shadow:var(--tw-shadow)}}';
    expect(dropUnusedProperties(css, [])).toBe(
      '@layer theme{:root{--space:4px}}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000}}}' +
        '@layer utilities{.p-1{padding:calc(var(--space)*1)}.shadow{--tw-shadow:0 1px 2px #0003;box-shadow:var(--tw-shadow)}}',
    );
  });

  it('keeps a variable read only through another variable that is read', () => {
    const css = ':root{--brand:#5ea63f;--ql-link:var(--brand);--unused:var(--brand)}a{color:var(--ql-link)}';
    expect(dropUnusedProperties(css, [])).toBe(':root{--brand:#5ea63f;--ql-link:var(--brand)}a{color:var(--ql-link)}');
  });

  it('keeps a variable the markup or the icon sprite reads, and what that one reads', () => {
    const css = ':root{--tone:#333;--gap:var(--g2);--g2:8px;--icon-stroke:1.75}.card{--icon-stroke:1}';
    const markup = '<div style="margin:var(--gap)"></div>';
    const sprite = '<symbol id="i-x"><path style="stroke-width:var(--icon-stroke,1.75)"/></symbol>';
    expect(dropUnusedProperties(css, [markup, sprite])).toBe(':root{--gap:var(--g2);--g2:8px;--icon-stroke:1.75}.card{--icon-stroke:1}');
  });

  it('leaves a stylesheet without custom properties as it was', () => {
    const css = '@media (min-width:40rem){.wrap{max-width:40rem}}.btn{color:red}';
    expect(dropUnusedProperties(css, [])).toBe(css);
  });
});
