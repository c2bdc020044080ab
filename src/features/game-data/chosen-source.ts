/**
 * Which game data the app loads: the built-in snapshot (null) or the version of a catalogue set the player added on
 * the Game data page. Kept in localStorage, since the app must know it before its first screen, synchronously:
 * with the built-in data chosen, no code of the player's sources loads at all.
 */
const KEY = 'muster:game-data-source';

export function chosenSource(): string | null {
  try {
    const version = localStorage.getItem(KEY);
    return version && /^[0-9a-f]{64}$/.test(version) ? version : null;
  } catch {
    // Storage turned off: the built-in data, which needs none.
    return null;
  }
}

/** Chooses the data the app loads from now on; the page reloads to load it (see the Game data page). */
export function chooseSource(version: string | null): void {
  if (version === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, version);
}
