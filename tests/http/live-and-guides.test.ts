/**
 * Live cameras (/live) and audio guides (/explain) in both languages.
 * Through the real app and the embedded content service (startStack, at TEST_NOW); expected
 * text comes from the seed files, so a writer's change to the seed cannot make these pass by accident.
 */
import { describe, expect, it } from 'vitest';
import { at, esc, LOCALES, pick, seed } from '../support/seed.ts';
import { stackSuite } from '../support/stack-suite.ts';

const live = seed('articles/live.json');
const explain = seed('articles/explain.json');

const { get } = stackSuite();

describe('live cameras and audio guides', () => {
  it.each(LOCALES)('%s /live shows each camera with its snapshot and hours', async (l) => {
    const res = await get(at(l, '/live'));
    expect(res.status).toBe(200);
    for (const a of live) {
      expect(res.text).toContain(esc(pick(a.title, l)));
      expect(res.text).toContain(esc(pick(a.attrs.openHours, l)));
    }
    // Every camera shows its own morning photo at TEST_NOW (10:30, low season), with no designed card.
    expect(live.map((a) => [a.id, a.attrs.poster])).toEqual(live.map((a) => [a.id, a.images[0]]));
    for (const a of live) expect(res.text).toContain(`/media/photos/w960/${(a.images[0] as string).replace('/media/photos/', '')}`);
    expect(res.text).not.toContain('data-kind="live"');
    // The server checked the streams (the demo hosts none): the snapshot message is in the HTML.
    expect(res.text).toContain('data-live-state="unavailable"');
  });

  it.each(LOCALES)('%s /explain has a player per stop in this language, preload=none, with the transcript', async (l) => {
    const res = await get(at(l, '/explain'));
    expect(res.status).toBe(200);
    for (const a of explain) {
      expect(res.text).toContain(esc(pick(a.title, l)));
      expect(res.text).toContain(`preload="none" src="${pick(a.attrs.audioUrl, l)}"`);
      expect(res.text).toContain(esc((pick(a.attrs.transcript, l) as string).slice(0, 20)));
    }
    expect(res.text).toContain(l === 'en' ? 'Read the transcript' : '讲解文稿');
  });
});
