import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MAIN_CHARS, firstScreen, type PartTest } from '../../scripts/critical-css/first-screen.ts';

const page = (main: string) => `<!DOCTYPE html><html><head><title>t</title></head><body class="b"><a class="skip">Skip</a><header class="bar">H</header>${main}<footer class="foot">F</footer></body></html>`;

describe('critical CSS: the first screen of a page', () => {
  it('is the body before <main> and the first characters of <main>; the rest of <main> and the footer are cut', () => {
    const top = `<main id="main"><section class="hero">${'x'.repeat(FIRST_SCREEN_MAIN_CHARS - 48)}</section>`;
    expect(top).toHaveLength(FIRST_SCREEN_MAIN_CHARS);
    const html = page(`${top}<section class="later">below</section></main>`);
    expect(firstScreen(html)).toBe(`<a class="skip">Skip</a><header class="bar">H</header>${top}`);
  });

  it('keeps a sticky column of <main> that comes after the cut, once, however deep its sticky children', () => {
    const top = `<main><div class="grid"><ul class="cards">${'<li class="card">c</li>'.repeat(FIRST_SCREEN_MAIN_CHARS / 22)}`;
    const column = '<section class="lg:sticky lg:top-24"><h2 class="side">Map</h2><div class="sticky pin">p</div></section>';
    const html = page(`${top}</ul>${column}<section class="later">below</section></div></main>`);
    expect(firstScreen(html)).toBe(`<a class="skip">Skip</a><header class="bar">H</header>${top.slice(0, FIRST_SCREEN_MAIN_CHARS)}${column}`);
  });

  it('keeps a part of the given class that starts before the cut whole (a map: its places sit on its drawing), and cuts right after it', () => {
    const whole: PartTest = (el) => /(?:^|\s)map-frame(?:\s|$)/.test(el.attribs.class ?? '');
    const map = `<div class="relative map-frame"><svg class="land">${'<path d="M0 0"/>'.repeat(500)}</svg><ol class="map-places">${'<li class="pin">1</li>'.repeat(20)}</ol></div>`;
    const top = `<main><p class="lead">${'x'.repeat(FIRST_SCREEN_MAIN_CHARS - 2_000)}</p>`;
    expect(top.length + map.length).toBeGreaterThan(FIRST_SCREEN_MAIN_CHARS + 2_000);
    const html = page(`${top}${map}<section class="later">below</section></main>`);
    expect(firstScreen(html, whole)).toBe(`<a class="skip">Skip</a><header class="bar">H</header>${top}${map}`);
    // Without the class, or for a map that starts after the cut, the places stay out.
    expect(firstScreen(html)).not.toContain('map-places');
    const far = `<main><p class="lead">${'x'.repeat(FIRST_SCREEN_MAIN_CHARS)}</p>`;
    expect(firstScreen(page(`${far}${map}</main>`), whole)).not.toContain('map-places');
  });

  it('gives what a short <main> leaves of the budget to what follows it, where asked (the "today" band under an empty search)', () => {
    const main = '<main><h1 class="title">Search</h1>';
    const band = `<aside class="today-band"><div class="today-band__grid">${'w'.repeat(FIRST_SCREEN_MAIN_CHARS)}</div></aside>`;
    const html = page(`${main}</main>${band}`);
    const rest = `</main>${band}`.slice(0, FIRST_SCREEN_MAIN_CHARS - main.length);
    expect(rest).toContain('today-band__grid');
    expect(firstScreen(html, undefined, true)).toBe(`<a class="skip">Skip</a><header class="bar">H</header>${main}${rest}`);
    // Only where asked; and a <main> that fills the budget leaves nothing to what follows.
    expect(firstScreen(html)).toBe(`<a class="skip">Skip</a><header class="bar">H</header>${main}`);
    expect(firstScreen(page(`<main><p class="long">${'x'.repeat(FIRST_SCREEN_MAIN_CHARS)}</p></main>${band}`), undefined, true)).not.toContain('today-band');
  });

  it('is the whole body of a page without <main>', () => {
    expect(firstScreen('<html><body><p class="only">error</p></body></html>')).toBe('<p class="only">error</p>');
  });
});
