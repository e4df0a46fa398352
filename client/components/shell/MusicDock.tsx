/**
 * The background-music button (docs/product.md §5), in the header's actions at every width,
 * so pause is always one click away and a floating button never covers the page's text. Nothing about audio is loaded until it is clicked: the
 * click loads the player chunk (music/MusicPanel.tsx + engine.ts), which creates the one
 * <audio> element and starts playing inside that user gesture. The engine outlives every
 * React tree, so the error layout shows the dock too while music is loaded.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { MusicTrack } from '../../../shared/api/shell.ts';
import { Icon } from '../ui/Icon.tsx';
import { openingHeaderPanel, registerHeaderPanel } from './headerPanel.ts';
import type { MusicEngine, MusicState } from './music/engine.ts';

type PlayerModule = typeof import('./music/MusicPanel.tsx');
let player: PlayerModule | null = null;
let loading: Promise<PlayerModule> | null = null;

function loadPlayer(): Promise<PlayerModule> {
  loading ??= import('./music/MusicPanel.tsx').then((m) => (player = m));
  return loading;
}

const noop = () => () => {};
function useEngine(engine: MusicEngine | null): MusicState | null {
  return useSyncExternalStore(
    engine ? engine.subscribe : noop,
    () => engine?.state ?? null,
    () => null,
  );
}

export function MusicDock({ tracks }: { tracks: MusicTrack[] | null }) {
  const { t } = useTranslation('common');
  const [mod, setMod] = useState<PlayerModule | null>(player);
  const [expanded, setExpanded] = useState(false);
  const [pending, setPending] = useState(false);
  const engine = mod?.music ?? null;
  const state = useEngine(engine);
  useEffect(() => registerHeaderPanel('music', () => setExpanded(false)), []);
  if (!engine && !tracks?.length) return null;

  const playing = state?.playing ?? false;
  const track = state ? state.tracks[state.index] : undefined;
  const onMain = () => {
    if (engine) {
      engine.toggle();
      return;
    }
    setPending(true);
    loadPlayer()
      .then((m) => {
        m.music.init(tracks ?? []);
        m.music.play();
        setMod(m);
      })
      .catch((err: unknown) => console.warn('[ql] music player failed to load', err))
      .finally(() => setPending(false));
  };
  const phase = !engine ? (pending ? 'loading' : 'idle') : playing ? 'playing' : state?.loading ? 'loading' : 'paused';
  const Panel = mod?.MusicPanel;

  return (
    <div className={`music-dock${engine ? ' is-loaded' : ''}${expanded ? ' is-expanded' : ''}`} data-testid="music" data-state={phase}>
      {Panel && expanded && <Panel id="music-panel" onClose={() => setExpanded(false)} />}
      <div className="music-dock__bar">
        <button type="button" className={`music-dock__main${playing ? ' is-playing' : ''}`} onClick={onMain} aria-label={playing ? t('music.pause') : t('music.play')} data-testid="music-toggle">
          <Icon name={playing ? 'pause' : engine ? 'play' : 'music'} />
          {playing && <span className="music-dock__eq" aria-hidden="true" />}
        </button>
        {engine && track && (
          <p className="music-dock__title" aria-live="polite">
            <span className="sr-only">{playing ? t('music.nowPlaying', { name: track.name }) : t('music.paused', { name: track.name })}</span>
            <span aria-hidden="true">{track.name}</span>
          </p>
        )}
        {engine && (
          <button type="button" className="music-dock__more" aria-expanded={expanded} aria-controls="music-panel" onClick={() => {
              if (!expanded) openingHeaderPanel('music');
              setExpanded(!expanded);
            }} data-testid="music-expand">
            <Icon name="list" size={18} />
            <span className="sr-only">{expanded ? t('music.collapse') : t('music.expand')}</span>
          </button>
        )}
      </div>
    </div>
  );
}
