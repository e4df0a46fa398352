/**
 * The expanded music player (lazy chunk, with the engine): previous / play-pause / next,
 * volume and mute, and the playlist. Escape closes it.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../ui/Icon.tsx';
import { music } from './engine.ts';

export { music };

/** @public Loaded on demand: `import('./MusicPanel.tsx')` in its opener. */
export function MusicPanel({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation('common');
  const state = useSyncExternalStore(music.subscribe, () => music.state, () => music.state);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && ref.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const track = state.tracks[state.index];
  return (
    <div ref={ref} id={id} className="music-panel" role="group" aria-label={t('music.title')} data-testid="music-panel">
      <p className="music-panel__now">
        <strong>{track?.name}</strong>
        {track?.artist && <span> · {track.artist}</span>}
      </p>
      {state.error && (
        <p className="music-panel__error" role="status">
          {t('music.error')}
        </p>
      )}
      <div className="music-panel__controls">
        <button type="button" className="icon-btn" onClick={music.prev} aria-label={t('music.prev')}>
          <Icon name="prev" size={18} />
        </button>
        <button type="button" className="icon-btn icon-btn--accent" onClick={music.toggle} aria-label={state.playing ? t('music.pause') : t('music.play')}>
          <Icon name={state.playing ? 'pause' : 'play'} />
        </button>
        <button type="button" className="icon-btn" onClick={music.next} aria-label={t('music.next')} data-testid="music-next">
          <Icon name="next" size={18} />
        </button>
        <button type="button" className="icon-btn" onClick={music.toggleMute} aria-label={state.muted ? t('music.unmute') : t('music.mute')} aria-pressed={state.muted}>
          <Icon name={state.muted ? 'mute' : 'volume'} size={18} />
        </button>
        <label className="music-panel__volume">
          <span className="sr-only">{t('music.volume')}</span>
          <input type="range" min={0} max={100} step={5} value={Math.round((state.muted ? 0 : state.volume) * 100)} onChange={(e) => music.setVolume(Number(e.target.value) / 100)} />
        </label>
      </div>
      <h2 className="music-panel__heading">{t('music.playlist')}</h2>
      <ol className="music-panel__list">
        {state.tracks.map((tr, i) => (
          <li key={tr.url}>
            <button type="button" className="music-panel__track" aria-current={i === state.index ? 'true' : undefined} onClick={() => music.select(i)}>
              <span>{tr.name}</span>
              {tr.artist && <span className="music-panel__artist">{tr.artist}</span>}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
