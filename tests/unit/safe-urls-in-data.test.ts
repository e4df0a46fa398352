/** withSafeUrls (server/data/sanitize.ts): every link field of CMS data through the one allow-list. */
import { describe, expect, it } from 'vitest';
import { withSafeUrls } from '../../server/data/sanitize.ts';

describe('withSafeUrls', () => {
  it('empties refused link fields at any depth and leaves everything else alone', () => {
    const data = {
      mainMenu: [{ name: 'M', path: '/hotel', url: 'vbscript:x', target: '_blank', children: [{ url: 'https://ok.example/', target: '_self' }] }],
      footer: { icp: { number: 'ICP 1', url: 'data:text/html,x' }, contacts: [{ label: 'T', value: '1', href: 'tel:+86-1' }, { label: 'M', value: 'x', href: 'JaVaScRiPt:x' }] },
      consult: { qrCodes: [{ image: '/media/qr.png', target: 'javascript:alert(1)' }, { image: '/media/qr2.png', target: 'https://www.qinglan-demo.cn/wechat' }] },
      attrs: { shopUrl: '//evil.example', audioUrl: '/media/audio/a.mp3', streamUrl: ' data:video/mp4,x', phone: 'javascript:stays-as-text' },
      banner: { link: '/hotel?id=1', title: 'javascript: is just a title here' },
      count: 3,
      none: null,
    };
    expect(withSafeUrls(data)).toEqual({
      mainMenu: [{ name: 'M', path: '/hotel', url: '', target: '_blank', children: [{ url: 'https://ok.example/', target: '_self' }] }],
      footer: { icp: { number: 'ICP 1', url: '' }, contacts: [{ label: 'T', value: '1', href: 'tel:+86-1' }, { label: 'M', value: 'x', href: '' }] },
      consult: { qrCodes: [{ image: '/media/qr.png', target: '' }, { image: '/media/qr2.png', target: 'https://www.qinglan-demo.cn/wechat' }] },
      attrs: { shopUrl: '', audioUrl: '/media/audio/a.mp3', streamUrl: '', phone: 'javascript:stays-as-text' },
      banner: { link: '/hotel?id=1', title: 'javascript: is just a title here' },
      count: 3,
      none: null,
    });
  });
});
