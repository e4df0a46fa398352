/** The one scheme allow-list and the one path cleaner (shared/safe-url.ts), with exact strings. */
import { describe, expect, it } from 'vitest';
import { switchLocaleHref } from '../../shared/locale-switch.ts';
import { cleanPathname, safeUrl } from '../../shared/safe-url.ts';

describe('safeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\tjavascript:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'http:/\\evil.example',
    'https:evil.example',
    'file:///etc/passwd',
    '',
    '   ',
  ])('rejects %j', (raw) => {
    expect(safeUrl(raw)).toBeNull();
  });

  it.each([
    ['https://www.example.org/a?b=1', 'https://www.example.org/a?b=1'],
    ['HTTP://example.org', 'HTTP://example.org'],
    ['  https://example.org/x  ', 'https://example.org/x'],
    ['mailto:info@qinglan.example', 'mailto:info@qinglan.example'],
    ['tel:+86-571-0000-0000', 'tel:+86-571-0000-0000'],
    ['/hotel/detail?id=1001', '/hotel/detail?id=1001'],
    ['/media/audio/guide.mp3', '/media/audio/guide.mp3'],
    ['hotel/detail?id=1', 'hotel/detail?id=1'],
    ['?page=2', '?page=2'],
    ['#top', '#top'],
  ])('keeps %j as %j', (raw, expected) => {
    expect(safeUrl(raw)).toBe(expected);
  });

  it('rejects what is not a string', () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });
});

describe('cleanPathname', () => {
  it.each([
    ['/en//', '/en/'],
    ['/.//', '/'],
    ['/%2e//', '/'],
    ['/a/..//', '/'],
    ['/\\hotel///', '/hotel/'],
    ['//example.com', '/example.com'],
    ['/\\\\example.com', '/example.com'],
    ['/%2fexample.com/', '/%2fexample.com/'],
    ['/en//evil.example', '/en/evil.example'],
    ['/../../etc', '/etc'],
    ['/a/.', '/a/'],
    ['/hotel', '/hotel'],
    ['/', '/'],
  ])('%j → %j', (raw, expected) => {
    expect(cleanPathname(raw)).toBe(expected);
  });
});

describe('switchLocaleHref always points at this origin', () => {
  it.each([
    ['/en//evil.example', '', 'zh-CN', '/evil.example'],
    ['/en/\\evil.example', '', 'zh-CN', '/evil.example'],
    ['//evil.example', '', 'en', '/en/evil.example'],
    ['/.//evil.example', '?x=1', 'en', '/en/evil.example?x=1'],
    ['/%2e//evil.example', '', 'zh-CN', '/evil.example'],
    ['/en/hotel', '?id=5', 'zh-CN', '/hotel?id=5'],
    ['/hotel', '?id=5', 'en', '/en/hotel?id=5'],
    ['/', '', 'en', '/en'],
    ['/en', '', 'zh-CN', '/'],
  ] as const)('%j%j → %s: %j', (path, search, to, expected) => {
    expect(switchLocaleHref(path, search, to)).toBe(expected);
  });
});
