/**
 * Loads the AMap JS API (docs/behaviour.md §1: version 2.0, empty plugin list, the access key; the
 * security configuration is set on window before loading). The security code itself never
 * reaches the browser: AMap is pointed at our same-origin proxy (`serviceHost`,
 * server/routes/amap-proxy.ts), which adds it. Lazy: the loader package is
 * imported only when a page with a map runs on the client with a key configured.
 */

/** The slice of the AMap 2.0 API the site uses. */
export interface AMapNS {
  Map: new (el: HTMLElement, opts: Record<string, unknown>) => AMapMap;
  Marker: new (opts: Record<string, unknown>) => AMapOverlay;
  InfoWindow: new (opts: Record<string, unknown>) => AMapInfoWindow;
  Pixel: new (x: number, y: number) => unknown;
}
interface AMapOverlay {
  on(event: string, fn: () => void): void;
}
interface AMapMap extends AMapOverlay {
  add(overlays: AMapOverlay[]): void;
  setFitView(overlays?: AMapOverlay[], immediately?: boolean, avoid?: number[]): void;
  destroy(): void;
}
interface AMapInfoWindow {
  setContent(content: HTMLElement | string): void;
  open(map: AMapMap, position: [number, number]): void;
  close(): void;
}

declare global {
  interface Window {
    _AMapSecurityConfig?: { serviceHost: string };
  }
}

const AMAP_VERSION = '2.0';

let pending: Promise<AMapNS> | null = null;

/**
 * The loader chunk is awaited on its own: a failure of the AMap script itself must not look
 * like a failed code chunk (Vite reports those as vite:preloadError, and the runtime reloads
 * the page on it).
 */
async function loadScript(key: string): Promise<AMapNS> {
  const loader = await import('@amap/amap-jsapi-loader');
  const AMap = (await loader.load({ key, version: AMAP_VERSION, plugins: [] })) as AMapNS | undefined;
  if (!AMap?.Map) throw new Error('AMap did not initialise');
  return AMap;
}

export function loadAmap(key: string, serviceHost: string | null): Promise<AMapNS> {
  if (!pending) {
    // Must be in place before the script loads (AMap 2.0 reads it at start-up).
    if (serviceHost) window._AMapSecurityConfig = { serviceHost };
    pending = loadScript(key);
    // The next map may try again (e.g. after the connection comes back).
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
