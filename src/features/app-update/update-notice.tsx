import { useId, useState } from 'react';
import { useRosterStore } from '../../store/store-context';

/** A new build waiting to take over the page: its game data version (null if unknown) and how to reload into it. */
export type Update = { readonly dataVersion: string | null; readonly reload: () => void };

/**
 * Says a new build of Muster is ready, and whether it brings new game data, without ever reloading by itself:
 * the player reloads when the list in hand allows (every edit is already saved).
 */
export function UpdateNotice({ update }: { update: Update | null }) {
  const dataVersion = useRosterStore((s) => s.manifest?.dataVersion ?? null);
  const [dismissed, setDismissed] = useState<Update | null>(null);
  const titleId = useId();
  if (!update || update === dismissed) return null;
  const isNewData = update.dataVersion !== null && dataVersion !== null && update.dataVersion !== dataVersion;
  return (
    <section className="notice notice--info update-notice" role="status" aria-labelledby={titleId}>
      <h2 id={titleId} className="notice__title">
        {isNewData ? 'New game data' : 'A new version of Muster is ready'}
      </h2>
      <p>{isNewData ? 'Reload to use the new points and datasheets.' : 'Reload to use it.'} Your lists are saved.</p>
      <div className="notice__actions">
        <button type="button" className="button--primary" onClick={update.reload}>
          Reload
        </button>
        <button type="button" onClick={() => setDismissed(update)}>
          Later
        </button>
      </div>
    </section>
  );
}
