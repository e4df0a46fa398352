/**
 * The live-camera player: HLS natively where the browser plays it (Safari, and Chromium since
 * it plays HLS itself), else through hls.js over Media Source Extensions, imported only when the
 * visitor presses play so no page pays for it otherwise (docs/decisions/024-area-time-live-data.md,
 * docs/cameras.md). A stream that fails calls `onFail`, and the card goes back to its snapshot
 * with a message: when the player gives up (hls.js: a playlist or segment that still does not
 * load after two retries, as at sunset when the playlist goes), or when the picture stops moving
 * for STALL_MS although nobody paused it (a native player retries a cut stream for a long time).
 */
import { useEffect, useRef } from 'react';
import type { HlsConfig, LoaderConfig } from 'hls.js';

const HLS_TYPE = 'application/vnd.apple.mpegurl';
/** A picture frozen this long while playing is a cut stream (two segments of the demo's loops). */
const STALL_MS = 8_000;
const WATCH_EVERY_MS = 1_000;

/** Give up on a playlist or segment after two quick retries: the card has a snapshot to show instead. */
const QUICK: LoaderConfig = {
  maxTimeToFirstByteMs: 8_000,
  maxLoadTimeMs: 15_000,
  timeoutRetry: { maxNumRetry: 2, retryDelayMs: 500, maxRetryDelayMs: 2_000 },
  errorRetry: { maxNumRetry: 2, retryDelayMs: 1_000, maxRetryDelayMs: 2_000 },
};
const HLS_CONFIG: Partial<HlsConfig> = {
  // No worker: the transmuxer runs on the page, so the CSP needs no extra worker source.
  enableWorker: false,
  manifestLoadPolicy: { default: QUICK },
  playlistLoadPolicy: { default: QUICK },
  fragLoadPolicy: { default: QUICK },
};

/** Calls `fail` when the video has not moved for STALL_MS while it should be playing. */
function watchStalls(video: HTMLVideoElement, fail: () => void): () => void {
  let last = video.currentTime;
  let still = 0;
  const timer = setInterval(() => {
    if (video.paused || video.ended || video.currentTime !== last) {
      last = video.currentTime;
      still = 0;
      return;
    }
    still += WATCH_EVERY_MS;
    if (still >= STALL_MS) {
      clearInterval(timer);
      fail();
    }
  }, WATCH_EVERY_MS);
  return () => clearInterval(timer);
}

export function LivePlayer({ src, poster, label, onFail }: { src: string; poster?: string; label: string; onFail: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const failRef = useRef(onFail);
  failRef.current = onFail;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroy = () => {};
    let cancelled = false;
    const fail = () => {
      if (!cancelled) failRef.current();
    };
    const stopWatching = watchStalls(video, fail);
    if (!src.includes('.m3u8') || video.canPlayType(HLS_TYPE)) {
      video.src = src;
      void video.play().catch(() => {});
    } else {
      void import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) return fail();
          const hls = new Hls(HLS_CONFIG);
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) fail();
          });
          hls.loadSource(src);
          hls.attachMedia(video);
          hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => {}));
          destroy = () => hls.destroy();
        })
        .catch(fail);
    }
    return () => {
      cancelled = true;
      stopWatching();
      destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [src]);

  return (
    <video
      ref={ref}
      className="size-full bg-black object-cover"
      poster={poster}
      controls
      muted
      playsInline
      aria-label={label}
      onError={() => failRef.current()}
      data-testid="live-player"
    />
  );
}
