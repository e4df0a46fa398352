/**
 * The background-music engine (docs/product.md §5), loaded on demand on the first click of the
 * music button (never before: no sound without a user gesture). One <audio> element for
 * the page's lifetime, held here rather than in React, so it keeps playing across client
 * navigations and layout switches (even onto the error page). Track, volume, mute and
 * position are kept in localStorage and restored on the next visit — paused, until the
 * visitor presses play again.
 */
import type { MusicTrack } from '../../../../shared/api/shell.ts';

const MUSIC_KEY = 'ql-music';

export interface MusicState {
  tracks: MusicTrack[];
  index: number;
  playing: boolean;
  loading: boolean;
  volume: number;
  muted: boolean;
  error: boolean;
}

interface Saved {
  url?: string;
  volume?: number;
  muted?: boolean;
  time?: number;
}

function readSaved(): Saved {
  try {
    const v = JSON.parse(localStorage.getItem(MUSIC_KEY) ?? 'null') as unknown;
    return v && typeof v === 'object' ? (v as Saved) : {};
  } catch {
    return {};
  }
}

const clampVolume = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.6);

const audio = new Audio();
audio.preload = 'none';
const saved = readSaved();
let state: MusicState = { tracks: [], index: 0, playing: false, loading: false, volume: clampVolume(saved.volume), muted: saved.muted === true, error: false };
let resumeAt = typeof saved.time === 'number' && saved.time > 0 ? saved.time : 0;
const listeners = new Set<() => void>();
audio.volume = state.volume;
audio.muted = state.muted;

function set(patch: Partial<MusicState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

let lastSave = 0;
function save(force = false): void {
  const now = Date.now();
  if (!force && now - lastSave < 5000) return;
  lastSave = now;
  const track = state.tracks[state.index];
  try {
    localStorage.setItem(MUSIC_KEY, JSON.stringify({ url: track?.url, volume: state.volume, muted: state.muted, time: Math.floor(audio.currentTime || 0) } satisfies Saved));
  } catch {
    /* storage full or blocked */
  }
}

function load(index: number): void {
  const track = state.tracks[index];
  if (!track) return;
  set({ index, error: false });
  audio.src = track.url;
}

audio.addEventListener('playing', () => set({ playing: true, loading: false, error: false }));
audio.addEventListener('pause', () => {
  set({ playing: false, loading: false });
  save(true);
});
audio.addEventListener('waiting', () => set({ loading: true }));
audio.addEventListener('timeupdate', () => save());
audio.addEventListener('ended', () => next());
audio.addEventListener('loadedmetadata', () => {
  if (resumeAt > 0 && resumeAt < (audio.duration || Infinity)) audio.currentTime = resumeAt;
  resumeAt = 0;
});
audio.addEventListener('error', () => {
  console.warn('[ql] background music: track failed to load', state.tracks[state.index]?.url);
  set({ playing: false, loading: false, error: true });
});
window.addEventListener('pagehide', () => save(true));
// Never two tracks at once (docs/product.md §5): any other audio or video on the page that
// starts (an audio guide, a live camera) pauses the music. 'play' does not bubble, hence the
// capture phase; our own element is not in the document, so it never reaches this listener.
document.addEventListener(
  'play',
  (e) => {
    if (e.target !== audio && e.target instanceof HTMLMediaElement && !audio.paused) audio.pause();
  },
  true,
);

export const music = {
  audio,
  get state(): MusicState {
    return state;
  },
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
  /** Sets the playlist (first call wins; the same list across pages). */
  init(tracks: MusicTrack[]): void {
    if (state.tracks.length || !tracks.length) return;
    const i = Math.max(0, tracks.findIndex((t) => t.url === saved.url));
    if (tracks[i]?.url !== saved.url) resumeAt = 0;
    set({ tracks });
    load(i);
  },
  /** Only ever called from a user gesture (click/key on a player control). */
  play(): void {
    if (!state.tracks.length) return;
    set({ loading: true });
    audio.play().catch((err: unknown) => {
      console.warn('[ql] background music: playback refused', err);
      set({ playing: false, loading: false });
    });
  },
  pause(): void {
    audio.pause();
  },
  toggle(): void {
    if (audio.paused) music.play();
    else music.pause();
  },
  select(index: number): void {
    const n = state.tracks.length;
    if (!n) return;
    resumeAt = 0;
    load(((index % n) + n) % n);
    music.play();
  },
  next(): void {
    music.select(state.index + 1);
  },
  prev(): void {
    music.select(state.index - 1);
  },
  setVolume(volume: number): void {
    audio.volume = clampVolume(volume);
    if (audio.volume > 0 && audio.muted) audio.muted = false;
    set({ volume: audio.volume, muted: audio.muted });
    save(true);
  },
  toggleMute(): void {
    audio.muted = !audio.muted;
    set({ muted: audio.muted });
    save(true);
  },
};

function next(): void {
  music.next();
}

export type MusicEngine = typeof music;
