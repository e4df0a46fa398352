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
  it.each(LOCALES)('%s /live shows each camera with its hours and, in winter, why it is off for the season', async (l) => {
    const res = await get(at(l, '/live'));
    expect(res.status).toBe(200);
    for (const a of live) {
      expect(res.text).toContain(esc(pick(a.title, l)));
      expect(res.text).toContain(esc(pick(a.attrs.openHours, l)));
      // TEST_NOW is 24 November: no camera has a winter photo, so each says why it is off (docs/cameras.md).
      expect(res.text).toContain(esc(pick(a.attrs.offSeasonReasons.winter, l)));
    }
    expect(res.text.match(/data-live-state="off-season"/g)).toHaveLength(live.length);
    // No picture of another season: the designed card, and none of the cameras' photos.
    expect(res.text.match(/data-kind="live"/g)).toHaveLength(live.length);
    for (const a of live) {
      for (const img of a.images as string[]) for (const size of ['w480', 'w960']) expect(res.text).not.toContain(img.replace('/media/photos/', `/media/photos/${size}/`));
    }
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
