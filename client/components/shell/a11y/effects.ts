/**
 * What the accessibility settings do to the page (lazy chunk): text zoom (root font size,
 * so every rem scales), high contrast and large cursor (classes on <html>, styled in
 * client/styles/shell.css), a reading guide line that follows the pointer and the keyboard
 * focus, and read aloud through speechSynthesis in the page language.
 */
import type { A11ySettings } from './settings.ts';

const root = () => document.documentElement;
let guide: HTMLDivElement | null = null;
let speakOn = false;
let pageLang = 'zh-CN';

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
}

function voiceFor(lang: string): SpeechSynthesisVoice | null {
  const voices = speechSynthesis.getVoices();
  const base = lang.toLowerCase().split('-')[0]!;
  return voices.find((v) => v.lang.toLowerCase() === lang.toLowerCase()) ?? voices.find((v) => v.lang.toLowerCase().startsWith(base)) ?? null;
}

/** Long text is split at sentence ends: some engines stop speaking after ~15 s per utterance. */
function chunks(text: string): string[] {
  const parts = text.replace(/\s+/g, ' ').trim().match(/[^。！？!?.;；]+[。！？!?.;；]?/g) ?? [];
  const out: string[] = [];
  let cur = '';
  for (const p of parts) {
    if ((cur + p).length > 180 && cur) {
      out.push(cur);
      cur = '';
    }
    cur += p;
  }
  if (cur.trim()) out.push(cur);
  return out;
}

function speak(text: string, lang = pageLang): void {
  if (!canSpeak() || !text.trim()) return;
  speechSynthesis.cancel();
  const voice = voiceFor(lang);
  for (const c of chunks(text)) {
    const u = new SpeechSynthesisUtterance(c);
    u.lang = lang;
    if (voice) u.voice = voice;
    speechSynthesis.speak(u);
  }
}

export function stopSpeaking(): void {
  if (canSpeak()) speechSynthesis.cancel();
}

export function readPage(lang = pageLang): void {
  const main = document.getElementById('main') ?? document.body;
  speak(main.innerText.slice(0, 20_000), lang);
}

const READABLE = 'a, button, h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, figcaption, blockquote, label, summary, img[alt]';

function textOf(el: Element): string {
  const label = el.getAttribute('aria-label') ?? (el instanceof HTMLImageElement ? el.alt : '');
  const text = label || (el as HTMLElement).innerText || '';
  return text.trim().slice(0, 600);
}

function onSpeakEvent(e: Event): void {
  const target = e.target as Element | null;
  if (!target || target.closest('[data-a11y-toolbar]')) return;
  const el = target.closest(READABLE);
  if (el) speak(textOf(el));
}

function moveGuide(y: number): void {
  if (guide) guide.style.transform = `translateY(${Math.round(y)}px)`;
}
const onPointer = (e: PointerEvent) => moveGuide(e.clientY);
const onFocus = (e: FocusEvent) => {
  const r = (e.target as Element | null)?.getBoundingClientRect?.();
  if (r) moveGuide(r.bottom + 2);
};

export function applyA11y(s: A11ySettings, lang: string): void {
  pageLang = lang;
  const html = root();
  html.style.fontSize = s.zoom === 1 ? '' : `${Math.round(s.zoom * 100)}%`;
  html.classList.toggle('a11y-contrast', s.contrast);
  html.classList.toggle('a11y-cursor', s.cursor);

  if (s.guide && !guide) {
    guide = document.createElement('div');
    guide.className = 'reading-guide';
    guide.setAttribute('aria-hidden', 'true');
    guide.dataset.testid = 'reading-guide';
    document.body.append(guide);
    moveGuide(window.innerHeight / 2);
    document.addEventListener('pointermove', onPointer, { passive: true });
    document.addEventListener('focusin', onFocus);
  } else if (!s.guide && guide) {
    guide.remove();
    guide = null;
    document.removeEventListener('pointermove', onPointer);
    document.removeEventListener('focusin', onFocus);
  }

  if (s.speak && !speakOn && canSpeak()) {
    speakOn = true;
    document.addEventListener('click', onSpeakEvent, true);
    document.addEventListener('focusin', onSpeakEvent);
  } else if (!s.speak && speakOn) {
    speakOn = false;
    stopSpeaking();
    document.removeEventListener('click', onSpeakEvent, true);
    document.removeEventListener('focusin', onSpeakEvent);
  }
}
