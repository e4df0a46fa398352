/**
 * Loads the AMap JS API (SPEC.md §1: version 2.0, empty plugin list, the access key; the
 * security configuration is set on window before loading). Lazy: the loader package is
 * imported only when a page with a map runs on the client with a key configured.
 */

/** The slice of the AMap 2.0 API the site uses. */
export interface AMapNS {
  Map: new (el: HTMLElement, opts: Record<string, unknown>) => AMapMap;
  Marker: new (opts: Record<string, unknown>) => AMapOverlay;
  InfoWindow: new (opts: Record<string, unknown>) => AMapInfoWindow;
  Pixel: new (x: number, y: number) => unknown;
}
export interface AMapOverlay {
  on(event: string, fn: () => void): void;
}
export interface AMapMap extends AMapOverlay {
  add(overlays: AMapOverlay[]): void;
  setFitView(overlays?: AMapOverlay[], immediately?: boolean, avoid?: number[]): void;
  destroy(): void;
}
export interface AMapInfoWindow {
  setContent(content: HTMLElement | string): void;
  open(map: AMapMap, position: [number, number]): void;
  close(): void;
}

declare global {
  interface Window {
    _AMapSecurityConfig?: { securityJsCode: string };
  }
}

export const AMAP_VERSION = '2.0';

let pending: Promise<AMapNS> | null = null;

export function loadAmap(key: string, securityCode: string | null): Promise<AMapNS> {
  if (!pending) {
    // Must be in place before the script loads (AMap 2.0 reads it at start-up).
    if (securityCode) window._AMapSecurityConfig = { securityJsCode: securityCode };
    pending = import('@amap/amap-jsapi-loader').then((m) => m.load({ key, version: AMAP_VERSION, plugins: [] }) as Promise<AMapNS>);
    // The next map may try again (e.g. after the connection comes back).
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}
