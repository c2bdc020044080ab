import { useEffect, useState } from 'react';
import { chosenSource } from '../features/game-data/chosen-source';
import { everyFactionFileUrl } from './data/load-game-data';

type Saving =
  { readonly kind: 'idle' } | { readonly kind: 'saving' } | { readonly kind: 'saved' } | { readonly kind: 'failed' };

/**
 * "Make every faction available offline": a player heading somewhere without signal asks the service worker to keep
 * every faction's data now, not only the armies opened so far. Shown only where a service worker runs the app, and
 * only for the built-in data: the player's own catalogues are kept whole in this browser, so each of their factions
 * is read from them offline already, and the built-in files this would download are not the ones in use.
 */
export function OfflineFactions() {
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const hasWorker = 'serviceWorker' in navigator;
  // On a first visit the worker takes the page over after it has rendered.
  const [isControlled, setIsControlled] = useState(() => hasWorker && navigator.serviceWorker.controller !== null);
  useEffect(() => {
    if (!hasWorker) return;
    const update = () => setIsControlled(navigator.serviceWorker.controller !== null);
    navigator.serviceWorker.addEventListener('controllerchange', update);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', update);
  }, [hasWorker]);
  if (!isControlled || chosenSource() !== null) return null;
  const size = `${(__GAME_DATA_DOWNLOAD_BYTES__ / 1_000_000).toFixed(1)} MB`;
  const save = async () => {
    setSaving({ kind: 'saving' });
    setSaving({ kind: (await cacheEveryFaction()) ? 'saved' : 'failed' });
  };
  return (
    <section className="offline-factions" aria-label="Offline">
      {saving.kind === 'saved' ? (
        <p role="status">Every faction is available offline.</p>
      ) : (
        <>
          <button type="button" disabled={saving.kind === 'saving'} onClick={() => void save()}>
            Make every faction available offline ({size})
          </button>
          <p role="status" className="field__hint">
            {saving.kind === 'saving'
              ? 'Saving every faction…'
              : saving.kind === 'failed'
                ? 'Some factions could not be saved: connect and try again.'
                : ''}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * Hands the worker every faction's URL (Workbox's CACHE_URLS message, answered on the channel once every file is
 * downloaded): its own game data route caches them as if the app had asked for each. True once all are cached.
 */
async function cacheEveryFaction(): Promise<boolean> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  const urls = everyFactionFileUrl();
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
  // The worker answers once every file is downloaded; it stores them a moment later.
  for (let tries = 0; tries < 40; tries += 1) {
    const cached = await Promise.all(urls.map((url) => caches.match(url)));
    if (cached.every(Boolean)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
