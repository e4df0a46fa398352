/** WAV writing and the external encoders (lame, espeak-ng), used at build time only. */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** 16-bit mono PCM WAV from samples in [-1, 1]. */
export async function writeWav(path: string, samples: Float32Array, rate: number): Promise<void> {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  await writeFile(path, Buffer.concat([h, data]));
}

export async function hasTool(name: string): Promise<boolean> {
  return run(name, ['--version']).then(() => true, () => false);
}

/** Mono CBR MP3 with ID3 title/artist. */
export async function encodeMp3(wav: string, mp3: string, kbps: number, tags: { title: string; artist: string }): Promise<void> {
  await run('lame', ['--quiet', '-m', 'm', '-b', String(kbps), '-q', '2', '--noreplaygain',
    '--tt', tags.title, '--ta', tags.artist, '--add-id3v2', wav, mp3]);
}

/** Speech WAV from espeak-ng (`speed` in words per minute). */
export async function speak(text: string, voice: string, speed: number, wav: string): Promise<void> {
  await run('espeak-ng', ['-v', voice, '-s', String(speed), '-w', wav, '--', text], { maxBuffer: 1 << 24 });
}

/** Duration in whole seconds of a 16-bit mono WAV header's data chunk. */
export function wavSeconds(header: Buffer): number {
  const rate = header.readUInt32LE(24);
  const bytes = header.readUInt32LE(40);
  return Math.round(bytes / (rate * 2));
}
