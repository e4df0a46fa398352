/**
 * One bar of signal in Chromium (CDP `Network.emulateNetworkConditions`) for a page AND the
 * service workers it starts: a page's emulation does not reach its worker's own fetches (the
 * precache), so a session of the page attaches to each new worker, paused at its start
 * (`waitForDebuggerOnStart`), throttles it and lets it run.
 */
import type { CDPSession, Page } from 'playwright-core';

/** A slow mobile link: 200 ms round trip, 1 Mbit/s down, 500 kbit/s up. */
const ONE_BAR = { offline: false, latency: 200, downloadThroughput: 125_000, uploadThroughput: 62_500 } as const;

type Conditions = typeof ONE_BAR;

export interface SlowLink {
  /** Workers throttled so far. */
  workers: number;
  stop(): Promise<unknown>;
}

/**
 * Throttles `page` and every service worker of its context started from now on. The page's
 * own auto-attach reaches the workers whose scope covers it; non-flattened
 * (`Target.sendMessageToTarget`), as a Playwright session has no per-target send.
 */
export async function slowLink(page: Page, conditions: Conditions = ONE_BAR): Promise<SlowLink> {
  const root: CDPSession = await page.context().newCDPSession(page);
  await root.send('Network.enable');
  await root.send('Network.emulateNetworkConditions', conditions);
  const link: SlowLink = { workers: 0, stop: async () => {} };
  let id = 0;
  const toTarget = (sessionId: string, method: string, params: object = {}) =>
    root.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
  root.on('Target.attachedToTarget', (event) => {
    const { sessionId, targetInfo } = event as { sessionId: string; targetInfo: { type: string } };
    void (async () => {
      if (targetInfo.type === 'service_worker') {
        await toTarget(sessionId, 'Network.enable');
        await toTarget(sessionId, 'Network.emulateNetworkConditions', conditions);
        link.workers += 1;
      }
      await toTarget(sessionId, 'Runtime.runIfWaitingForDebugger');
    })().catch(() => {});
  });
  await root.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  link.stop = () => root.detach().catch(() => {});
  return link;
}
