/**
 * Back closes the image viewer (docs/behaviour.md §2 "Image viewer"): a phone's Back is how
 * visitors leave a full-screen photo, so opening the viewer pushes a history entry (same URL,
 * same state) and Back pops it and closes the viewer instead of leaving the page. Closing any
 * other way (Escape, the close button) pops the entry again. Our popstate listener runs in
 * the capture phase and stops the event, so the router never sees these same-URL entries
 * (no loader revalidation, no scroll restoration).
 */
export function closeOnBack(close: () => void): { closed(): void } {
  let popped = false;
  const onPop = (e: PopStateEvent) => {
    e.stopImmediatePropagation();
    window.removeEventListener('popstate', onPop, true);
    popped = true;
    close();
  };
  window.history.pushState(window.history.state, '', window.location.href);
  window.addEventListener('popstate', onPop, true);
  return {
    /** The viewer has closed: drop our history entry unless Back already did. */
    closed() {
      if (popped) return;
      popped = true;
      window.removeEventListener('popstate', onPop, true);
      const swallow = (e: PopStateEvent) => {
        e.stopImmediatePropagation();
        window.removeEventListener('popstate', swallow, true);
      };
      window.addEventListener('popstate', swallow, true);
      window.history.back();
    },
  };
}
