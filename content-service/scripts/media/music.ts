/**
 * Background music: three ~60 s mono pieces synthesized here (pentatonic melody over a soft
 * drone, plucked-string timbre, echo), written as WAV and encoded to MP3 with lame at 48 kbps.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA } from './paths.ts';
import { encodeMp3, writeWav } from './audio-tools.ts';

const RATE = 22050;
const SECONDS = 60;

interface Piece {
  title: string;
  /** Root frequency (Hz) of the drone; the melody sits two octaves up. */
  root: number;
  /** Semitone steps of the pentatonic mode used. */
  scale: number[];
  bpm: number;
  seed: number;
  /** Overtone weights of the melody voice (1st, 2nd, 3rd harmonic). */
  tone: [number, number, number];
}

const PIECES: Piece[] = [
  { title: 'Morning over Mirror Lake', root: 110, scale: [0, 2, 4, 7, 9], bpm: 72, seed: 7, tone: [1, 0.35, 0.12] },
  { title: 'Pine Wind', root: 98, scale: [0, 3, 5, 7, 10], bpm: 64, seed: 23, tone: [1, 0.2, 0.25] },
  { title: 'Evening Pasture', root: 130.81, scale: [0, 2, 5, 7, 9], bpm: 80, seed: 41, tone: [1, 0.45, 0.08] },
];

/** Small deterministic PRNG (mulberry32) so a rebuild writes the same music. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function synthesize(p: Piece): Float32Array {
  const n = RATE * SECONDS;
  const out = new Float32Array(n);
  const rand = rng(p.seed);
  const beat = 60 / p.bpm;
  const freq = (degree: number) => {
    const octave = Math.floor(degree / p.scale.length);
    const step = p.scale[((degree % p.scale.length) + p.scale.length) % p.scale.length]!;
    return p.root * 4 * 2 ** (octave + step / 12);
  };

  // Melody: a random walk over scale degrees, mostly steps, phrases ending on the root.
  let t = 1.5;
  let degree = 0;
  let noteInPhrase = 0;
  while (t < SECONDS - 4) {
    const len = beat * [1, 1, 2, 0.5, 1.5][Math.floor(rand() * 5)]!;
    const phraseEnd = noteInPhrase === 7;
    if (phraseEnd) degree = 0;
    else degree = Math.max(-3, Math.min(7, degree + [-2, -1, -1, 1, 1, 2, 0][Math.floor(rand() * 7)]!));
    const f = freq(degree);
    const start = Math.floor(t * RATE);
    const dur = Math.min(n - start, Math.floor((phraseEnd ? len * 2.5 : len * 1.8) * RATE));
    for (let i = 0; i < dur; i++) {
      const s = i / RATE;
      // Plucked envelope: quick attack, exponential decay, 60 ms release so a cut never clicks.
      const env = Math.min(1, s / 0.015, (dur - i) / (0.06 * RATE)) * Math.exp(-s * 2.2);
      const [a, b, c] = p.tone;
      const w = 2 * Math.PI * f * s;
      out[start + i]! += 0.22 * env * (a * Math.sin(w) + b * Math.sin(2 * w) + c * Math.sin(3 * w));
    }
    t += phraseEnd ? len * 2 + beat : len;
    noteInPhrase = phraseEnd ? 0 : noteInPhrase + 1;
  }

  // Echo (feedback delay) softens the plucks into a room.
  const delay = Math.floor(beat * 0.75 * RATE);
  for (let i = delay; i < n; i++) out[i]! += out[i - delay]! * 0.32;

  // Drone: root and fifth with a slow breathing swell.
  for (let i = 0; i < n; i++) {
    const s = i / RATE;
    const swell = 0.75 + 0.25 * Math.sin(2 * Math.PI * s / 9);
    const drone = Math.sin(2 * Math.PI * p.root * s) + 0.6 * Math.sin(2 * Math.PI * p.root * 1.5 * s) + 0.25 * Math.sin(2 * Math.PI * p.root * 2 * s);
    out[i]! += 0.07 * swell * drone;
  }

  // Fade in 2 s, out 4 s; normalize to -3 dBFS.
  let peak = 0;
  for (let i = 0; i < n; i++) {
    const s = i / RATE;
    out[i]! *= Math.min(1, s / 2, (SECONDS - s) / 4);
    peak = Math.max(peak, Math.abs(out[i]!));
  }
  const gain = 0.7 / (peak || 1);
  for (let i = 0; i < n; i++) out[i]! *= gain;
  return out;
}

export async function buildMusic(): Promise<void> {
  const dir = join(MEDIA, 'audio');
  await mkdir(dir, { recursive: true });
  const tmp = await mkdtemp(join(tmpdir(), 'music-'));
  try {
    for (const [i, piece] of PIECES.entries()) {
      const wav = join(tmp, `music-${i + 1}.wav`);
      await writeWav(wav, synthesize(piece), RATE);
      await encodeMp3(wav, join(dir, `music-${i + 1}.mp3`), 48, { title: piece.title, artist: 'Qinglan Mountain (synthesized)' });
    }
    console.log(`music: ${PIECES.length} tracks of ${SECONDS} s`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
