/**
 * Audio guides: each entry of seed/articles/explain.json has its transcript spoken by
 * espeak-ng (cmn / en-gb-x-rp) and encoded by lame at 32 kbps mono to the seed's audioUrl.
 * A manifest of transcript hashes keeps unchanged guides from being re-encoded.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES, type ArticleAttrs, type Locale } from '../../../shared/api/index.ts';
import { localize } from '../../src/locale.ts';
import type { SeedArticle } from '../../src/seed/types.ts';
import { encodeMp3, speak, wavSeconds } from './audio-tools.ts';
import { MEDIA, SEED } from './paths.ts';

// espeak's cmn counts a syllable as a word: 210 is an unhurried ~3.4 characters a second.
const VOICES: Record<Locale, { voice: string; speed: number; tag: 'zh' | 'en' }> = {
  'zh-CN': { voice: 'cmn', speed: 210, tag: 'zh' },
  en: { voice: 'en-gb-x-rp', speed: 150, tag: 'en' },
};
const GUIDE_URL = /^\/media\/audio\/(guide-\d+-(?:zh|en)\.mp3)$/;

export async function buildGuides(): Promise<void> {
  const seedFile = join(SEED, 'articles/explain.json');
  if (!existsSync(seedFile)) {
    console.log('guides: skipped, content-service/seed/articles/explain.json does not exist yet');
    return;
  }
  const entries = JSON.parse(await readFile(seedFile, 'utf8')) as SeedArticle[];
  const dir = join(MEDIA, 'audio');
  const manifestFile = join(dir, 'guides.manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8').catch(() => '{}')) as Record<string, { hash: string; seconds: number }>;
  await mkdir(dir, { recursive: true });
  const tmp = await mkdtemp(join(tmpdir(), 'guides-'));
  let made = 0;
  try {
    for (const entry of entries) {
      for (const locale of LOCALES) {
        const v = VOICES[locale];
        const attrs = localize<ArticleAttrs>(entry.attrs, locale);
        const text = attrs.transcript?.trim();
        if (!text) {
          console.warn(`guides: article ${entry.id} has no ${locale} transcript`);
          continue;
        }
        const name = GUIDE_URL.exec(attrs.audioUrl ?? '')?.[1] ?? `guide-${entry.id}-${v.tag}.mp3`;
        const hash = createHash('sha1').update(`${v.voice}|${v.speed}|${text}`).digest('hex');
        const out = join(dir, name);
        if (manifest[name]?.hash !== hash || !existsSync(out)) {
          const wav = join(tmp, `${name}.wav`);
          await speak(text, v.voice, v.speed, wav);
          const title = localize<string>(entry.title, locale);
          await encodeMp3(wav, out, 32, { title, artist: 'Qinglan Mountain Scenic Area' });
          manifest[name] = { hash, seconds: wavSeconds(await readFile(wav)) };
          made++;
        }
        const seconds = manifest[name]!.seconds;
        if (attrs.audioDuration !== undefined && Math.abs(attrs.audioDuration - seconds) > 3) {
          console.warn(`guides: ${name} lasts ${seconds} s but the seed says audioDuration ${attrs.audioDuration}`);
        }
      }
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`guides: ${entries.length} entries, ${made} file(s) encoded`);
}
