import { useSyncExternalStore } from 'react';

/** A new build of Muster, installed by the service worker and waiting until the player reloads into it. */
export type WaitingUpdate = {
  /** The new build's game data version; null when it could not be read (the network went away meanwhile). */
  readonly dataVersion: string | null;
  /** Hands the page over to the new build and reloads it. */
  readonly reload: () => void;
};

// One service worker serves the page, so one waiting update at most: the page's, like its URL.
let waiting: WaitingUpdate | null = null;
const listeners = new Set<() => void>();

/** Says that `update` is waiting; src/app/service-worker.ts calls it. */
export function announceUpdate(update: WaitingUpdate): void {
  waiting = update;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWaitingUpdate(): WaitingUpdate | null {
  return useSyncExternalStore(subscribe, () => waiting);
}
