import { useMemo } from 'react';
import { Loading } from '../../components/ui/loading';
import { readShareUrl, sharedFactionId } from '../../domain/codecs/share-url/share-url';
import type { RosterId } from '../../domain/roster/ids';
import { selectGameData } from '../../store/selectors';
import { useFactionStatus, useRosterStore } from '../../store/store-context';
import { SharedListView } from './shared-list-view';
import '../../styles/shared-list.css';

/**
 * A list opened from a share link. The link is checked and its faction read first, so only that faction's data
 * loads; then the list is decoded against it. Whatever is wrong with the link ends in a message, never a blank page.
 */
export function SharedListPage({ link, onSaved }: { link: string; onSaved: (rosterId: RosterId) => void }) {
  const manifest = useRosterStore((s) => s.manifest);
  const checked = useMemo(() => readShareUrl(link), [link]);
  const factionId =
    checked.ok && manifest
      ? sharedFactionId(
          checked.value,
          manifest.factions.map((f) => f.id),
        )
      : null;
  const status = useFactionStatus(factionId);
  const data = useRosterStore((s) => (factionId ? selectGameData(s, factionId) : null));
  const shared = useMemo(() => (data ? readShareUrl(link, data) : null), [link, data]);

  if (!checked.ok) return <LinkProblem message={checked.error.message} />;
  if (!factionId) return <LinkProblem message="This link holds a list of a faction Muster has no data for." />;
  const factionName = manifest?.factions.find((f) => f.id === factionId)?.name ?? factionId;
  if (status.state === 'error')
    return <LinkProblem message={`The ${factionName} data could not be loaded: ${status.message}`} />;
  if (!data || !shared) return <Loading label={`Loading ${factionName} data…`} />;
  if (!shared.ok) return <LinkProblem message={shared.error.message} />;
  if (!shared.value.roster) return <LinkProblem message="This link decoded without a list." />;
  return (
    <SharedListView
      shared={shared.value}
      roster={shared.value.roster}
      data={data}
      warnings={shared.warnings.map((w) => w.message)}
      onSaved={onSaved}
    />
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="panel shared-problem" role="alert" aria-labelledby="shared-problem-title">
      <h1 id="shared-problem-title">This share link cannot be opened</h1>
      <p>{message}</p>
      <p>Links get cut or changed when they are copied in part: ask for the link again and copy all of it.</p>
      <p>
        <a className="button" href="#/">
          Back to your lists
        </a>
      </p>
    </div>
  );
}
