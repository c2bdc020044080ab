import { useEffect, useId, useRef, useState } from 'react';
import { DetachmentOptions } from '../../components/ui/detachment-options';
import { FactionPicker } from '../../components/ui/faction-picker';
import type { BattleSizeId, DetachmentId, FactionId } from '../../domain/data/ids';
import type { RosterId } from '../../domain/roster/ids';
import { listNames } from '../../domain/english';
import { useFactionStatus, useRosterStore } from '../../store/store-context';
import { DetachmentSummary } from './detachment-summary';

/** Name, faction, battle size (Strike Force unless changed) and detachment: everything a legal list needs up front. */
export function NewListForm({ onCreated, onCancel }: { onCreated: (id: RosterId) => void; onCancel: () => void }) {
  const manifest = useRosterStore((s) => s.manifest);
  const system = useRosterStore((s) => s.system);
  const createList = useRosterStore((s) => s.createList);
  const factions = manifest?.factions ?? [];
  const [name, setName] = useState('');
  // No faction until the player picks one: among 36, none is a better guess than another.
  const [factionId, setFactionId] = useState<string>('');
  const [battleSizeId, setBattleSizeId] = useState<string>(system?.defaultBattleSizeId ?? '');
  const [chosenDetachment, setChosenDetachment] = useState<string>('');
  const faction = useRosterStore((s) => s.factions[factionId as FactionId]);
  const status = useFactionStatus(factionId || null);
  const parentName = factions.find((f) => f.id === faction?.chapter?.parentId)?.name ?? null;
  const detachments = (faction?.detachments ?? []).filter((d) => d.content === 'matched-play');
  const detachmentId = detachments.some((d) => d.id === chosenDetachment)
    ? chosenDetachment
    : (detachments[0]?.id ?? '');
  const chosen = detachments.find((d) => d.id === detachmentId);
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);

  // Titanicus Traitoris has no detachment to choose: its army is complete without one.
  const takesNoDetachment = faction !== undefined && faction.detachments.length === 0;
  // A list left unnamed is named after its army and size ("Blood Angels 2000"): Create needs only a faction.
  const battleSize = system?.battleSizes.find((b) => b.id === battleSizeId);
  const factionName = manifest?.factions.find((f) => f.id === factionId)?.name;
  const defaultName = factionName ? `${factionName}${battleSize ? ` ${battleSize.points}` : ''}` : '';
  // What the list still needs, said beside the Create button so a greyed-out button is never a riddle.
  const missing = [
    factionId ? null : 'a faction',
    !factionId || detachmentId || takesNoDetachment || status.state !== 'ready' ? null : 'a detachment',
  ].filter((m): m is string => m !== null);
  const canCreate = missing.length === 0 && Boolean(battleSizeId && (detachmentId || takesNoDetachment));
  const detachmentHint = !factionId
    ? 'Choose a faction first.'
    : status.state === 'loading'
      ? `${status.step ?? 'Loading detachments'}…`
      : status.state === 'error'
        ? `Could not load this faction: ${status.message}`
        : takesNoDetachment
          ? `${faction.name} armies take no detachment.`
          : null;
  return (
    <form
      className="panel new-list-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!canCreate) return;
        onCreated(
          createList({
            name: name.trim() || defaultName,
            factionId: factionId as FactionId,
            battleSizeId: battleSizeId as BattleSizeId,
            detachmentId: detachmentId ? (detachmentId as DetachmentId) : null,
          }),
        );
      }}
    >
      <h2 id={`${id}-title`}>New list</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          ref={nameInput}
          value={name}
          maxLength={200}
          placeholder={defaultName || undefined}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <FactionPicker label="Faction" factions={factions} value={factionId || null} onChange={setFactionId} />
      <div className="field">
        <label htmlFor={`${id}-size`}>Battle size</label>
        <select id={`${id}-size`} value={battleSizeId} onChange={(e) => setBattleSizeId(e.target.value)}>
          {(system?.battleSizes ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name} ({b.points} pts)
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-detachment`}>Detachment</label>
        <select
          id={`${id}-detachment`}
          value={detachmentId}
          disabled={detachments.length === 0}
          aria-describedby={
            detachmentHint ? `${id}-detachment-status` : chosen ? `${id}-detachment-summary` : undefined
          }
          onChange={(e) => setChosenDetachment(e.target.value)}
        >
          {faction && <DetachmentOptions faction={faction} detachments={detachments} parentName={parentName} />}
        </select>
        {detachmentHint && (
          <p id={`${id}-detachment-status`} className="field__hint" role="status">
            {detachmentHint}
          </p>
        )}
        {chosen && faction && (
          <DetachmentSummary id={`${id}-detachment-summary`} detachment={chosen} faction={faction} />
        )}
      </div>
      <div className="form-actions">
        <button
          type="submit"
          className="button--primary"
          disabled={!canCreate}
          aria-describedby={missing.length > 0 ? `${id}-missing` : undefined}
        >
          Create list
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {missing.length > 0 && (
        <p id={`${id}-missing`} className="field__hint">
          To create the list, give it {listNames(missing)}.
        </p>
      )}
    </form>
  );
}
