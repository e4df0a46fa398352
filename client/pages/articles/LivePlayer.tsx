/**
 * The live-camera player: HLS natively where the browser plays it (Safari), else through
 * hls.js, imported only when the visitor presses play so no page pays for it otherwise
 * (docs/decisions/024-area-time-live-data.md). A stream that fails calls `onFail`, and the
 * card goes back to its snapshot with a message.
 */
import { useEffect, useRef } from 'react';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

export function LivePlayer({ src, poster, label, onFail }: { src: string; poster?: string; label: string; onFail: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const failRef = useRef(onFail);
  failRef.current = onFail;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroy = () => {};
    let cancelled = false;
    if (!src.includes('.m3u8') || video.canPlayType(HLS_TYPE)) {
      video.src = src;
      void video.play().catch(() => {});
    } else {
      void import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) return failRef.current();
          // No worker: the transmuxer runs on the page, so the CSP needs no extra worker source.
          const hls = new Hls({ enableWorker: false, lowLatencyMode: true });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) failRef.current();
          });
          hls.loadSource(src);
          hls.attachMedia(video);
          hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => {}));
          destroy = () => hls.destroy();
        })
        .catch(() => failRef.current());
    }
    return () => {
      cancelled = true;
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
