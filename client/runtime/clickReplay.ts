/**
 * Clicks on a part that has not hydrated yet are replayed once it has
 * (docs/decisions/028-lazy-hydration.md). React 19 tries to hydrate the part at once; while
 * its chunk is still on the way it stops the click, which would then be lost. We note
 * the clicked button in the capture phase (before React's listeners, which sit on the
 * document) and click it again when a lazily hydrated part commits. Only `type="button"`
 * buttons: links and form submits already work on the server's HTML.
 */
const pending = new Set<HTMLButtonElement>();

/** React stamps its fiber on each DOM node it has hydrated. */
function hydrated(node: Node): boolean {
  return Object.keys(node).some((k) => k.startsWith('__reactFiber$'));
}

export function installClickReplay(): void {
  window.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button[type="button"]');
      if (button instanceof HTMLButtonElement && event.isTrusted && !hydrated(button)) pending.add(button);
    },
    true,
  );
}

/** Called when a lazily hydrated part commits: replays the clicks its buttons missed. */
export function replayClicks(): void {
  for (const button of pending) {
    if (!button.isConnected) pending.delete(button);
    else if (hydrated(button)) {
      pending.delete(button);
      button.click();
    }
  }
}
