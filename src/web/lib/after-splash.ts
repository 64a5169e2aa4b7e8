/**
 * Runs `callback` once the loading splash of index.html has lifted (at once when it is not showing).
 * While the splash shows, it keeps #root inert; that attribute going away is the signal.
 * Returns a function that cancels the wait.
 */
export function afterSplash(callback: () => void): () => void {
  const root = document.getElementById('root');
  if (!root || !root.hasAttribute('inert') || !document.getElementById('splash')) {
    callback();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (root.hasAttribute('inert')) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['inert'] });
  return () => observer.disconnect();
}
