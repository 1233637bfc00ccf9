// Whether the device has a network, for code that asks once (the http client, the service worker's updates); React
// components follow it with ui/useOnline.ts.

export function onOnlineChange(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);
