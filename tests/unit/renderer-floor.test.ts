/**
 * The bench's renderer floor (docs/decisions/040-renderer-floor.md) renders a page's own
 * elements again with react-dom: the host tree it builds from the HTML must give back the
 * same elements, attributes, styles, text and inline script/style bodies, or the figure it
 * prints would be the cost of some other page.
 */
import { describe, expect, it } from 'vitest';
import { hostTree, rendererFloor, renderTree } from '../../scripts/bench/renderer-floor.ts';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Qinglan</title></head>' +
  '<body><header class="site-header"><a href="/en" aria-label="Home">Qinglan <b>Mountain</b></a></header>' +
  '<main id="main"><p style="--tone:#123;margin-top:4px">Open 08:00 &amp; closes 18:00</p>' +
  '<svg aria-hidden="true" class="i16"><use href="/assets/i.svg#clock"></use></svg>' +
  '<img src="/media/a.jpg" alt="A lake" loading="lazy"/></main>' +
  '<script type="application/json" id="state">{"a":"<\\/b>"}</script></body></html>';

async function render(html: string): Promise<string> {
  const parts: Buffer[] = [];
  await renderTree(hostTree(html).tree, (c) => parts.push(c));
  return Buffer.concat(parts).toString('utf8');
}

describe('renderer floor', () => {
  it('renders a page back to its own markup', async () => {
    expect(await render(PAGE)).toBe(PAGE);
  });

  it('reports the bytes it rendered and the page\'s element count', async () => {
    const floor = await rendererFloor(PAGE, 5);
    expect(floor.bytes).toBe(Buffer.byteLength(PAGE));
    expect(floor.elements).toBe(14); // html head meta title body header a b main p svg use img script
    expect(floor.cpuMs).toBeGreaterThan(0);
  });

  it('refuses markup without an <html> element', () => {
    expect(() => hostTree('<p>x</p>')).toThrow('no <html> element');
  });
});
