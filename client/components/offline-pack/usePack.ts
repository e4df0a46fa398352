/**
 * The offline pack's state on a page (docs/decisions/023-offline-pack.md): whether this browser
 * can save it at all (a service worker must be there to answer from it), its size before saving,
 * progress while saving, and what was saved, read back from Cache Storage so it survives reloads.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../shared/api/envelope.ts';
import { systemClock } from '../../../shared/clock.ts';
import type { PackManifest, PackSaved } from '../../../shared/offline-pack.ts';
import { workerRegistration } from '../../runtime/serviceWorker.ts';
import { fetchManifest, readSaved, removePack, savePack } from './store.ts';

export type PackState =
  | { status: 'checking' }
  | { status: 'unsupported' }
  | { status: 'unavailable' }
  | { status: 'ready'; manifest: PackManifest; failed?: boolean }
  | { status: 'saving'; manifest: PackManifest; done: number }
  | { status: 'saved'; saved: PackSaved };

export function usePack(locale: Locale): { state: PackState; save: () => void; remove: () => void } {
  const [state, setState] = useState<PackState>({ status: 'checking' });
  const alive = useRef(true);
  const set = useCallback((s: PackState) => alive.current && setState(s), []);

  const offer = useCallback(async () => {
    try {
      set({ status: 'ready', manifest: await fetchManifest(locale) });
    } catch {
      set({ status: 'unavailable' });
    }
  }, [locale, set]);

  useEffect(() => {
    alive.current = true;
    setState({ status: 'checking' });
    void (async () => {
      const reg = typeof caches === 'undefined' ? null : await workerRegistration();
      if (!reg) return set({ status: 'unsupported' });
      const saved = await readSaved(locale).catch(() => null);
      if (saved) return set({ status: 'saved', saved });
      await offer();
    })();
    return () => {
      alive.current = false;
    };
  }, [locale, offer, set]);

  const save = useCallback(() => {
    if (state.status !== 'ready') return;
    const { manifest } = state;
    set({ status: 'saving', manifest, done: 0 });
    savePack(manifest, systemClock, (done) => set({ status: 'saving', manifest, done })).then(
      (saved) => set({ status: 'saved', saved }),
      () => set({ status: 'ready', manifest, failed: true }),
    );
  }, [state, set]);

  const remove = useCallback(() => {
    set({ status: 'checking' });
    void removePack(locale).then(offer);
  }, [locale, offer, set]);

  return { state, save, remove };
}
