import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { Datasheet } from '../../domain/data/datasheet.schema';
import { counted } from '../../domain/english';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';
import { CatalogueItem } from './catalogue-item';
import { CATALOGUE_SEARCH_ID } from './catalogue-search-id';
import { addBlockers, catalogueEntries, type AddBlocker } from './catalogue-entries';
import { useDatasheetSearch } from './use-datasheet-search';

/** The faction's datasheets by section, with cost, fuzzy search, the Legends switch and what cannot be added now. */
export function CataloguePanel({
  onAdded,
  onShowDatasheet,
}: {
  /** A unit was added: its id and its datasheet's name. */
  onAdded: (unitId: string, datasheetName: string) => void;
  onShowDatasheet: (datasheetId: string) => void;
}) {
  const roster = useRosterStore(selectOpenRoster);
  const data = useRosterStore(selectOpenGameData);
  const addUnit = useRosterStore((s) => s.addUnit);
  const setIncludeLegends = useRosterStore((s) => s.setIncludeLegends);
  const [query, setQuery] = useState('');
  const [isChapterOnly, setIsChapterOnly] = useState(false);
  const id = useId();
  // A player opens a list to see the roster: the catalogue's datasheets (over half the builder's elements), what
  // cannot be added and fuzzy search follow once the builder has painted, so its first frame does not wait for
  // them. On a phone they sit in a closed sheet anyway.
  const isListed = useAfterFirstPaint();
  const entries = useMemo(
    () => (isListed && roster && data ? catalogueEntries(roster, data) : []),
    [isListed, roster, data],
  );
  // Trying every datasheet against the rules lags typing by a frame rather than holding it up.
  const blockersRoster = useDeferredValue(isListed ? roster : null, null);
  const blockers = useMemo(
    () => (blockersRoster && data ? addBlockers(blockersRoster, data) : noBlockers),
    [blockersRoster, data],
  );
  const matches = useDatasheetSearch(isListed ? (data?.faction ?? null) : null, query);
  if (!roster || !data) return null;

  const shown = entries.filter(
    (e) => (!matches || matches.has(e.datasheet.id)) && (!isChapterOnly || e.chapter !== null),
  );
  const chapterShown = shown.filter((e) => e.chapter !== null).length;
  const hasChapter = data.faction.chapter !== undefined && entries.some((e) => e.chapter !== null);
  const rank = (e: (typeof entries)[number]) => matches?.get(e.datasheet.id) ?? 0;
  const sections = data.system.sections
    .map((section) => ({
      ...section,
      // Entries come by name; a search puts the best matches first, and the section holding the best one on top.
      entries: matches
        ? shown.filter((e) => e.section === section.id).sort((a, b) => rank(a) - rank(b))
        : shown.filter((e) => e.section === section.id),
    }))
    .filter((section) => section.entries.length > 0);
  if (matches) sections.sort((a, b) => rank(a.entries[0]!) - rank(b.entries[0]!));
  const hasLegends = data.faction.datasheets.some((d) => d.content === 'legends');
  const add = (datasheet: Datasheet) => {
    const unitId = addUnit(datasheet.id);
    // The search found this one; the next unit is another search, started from a clean box.
    setQuery('');
    if (unitId) onAdded(unitId, datasheet.name);
  };
  const best = matches ? sections[0]?.entries[0] : undefined;

  return (
    <div className="catalogue">
      <div className="catalogue__controls">
        <div className="field">
          <label htmlFor={CATALOGUE_SEARCH_ID}>Search datasheets</label>
          <input
            id={CATALOGUE_SEARCH_ID}
            type="search"
            value={query}
            autoComplete="off"
            placeholder="Name or keyword"
            aria-describedby={best ? `${id}-search-hint` : undefined}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              // From the keyboard a unit is "/", a few letters and Enter.
              if (e.key === 'Enter' && best) {
                e.preventDefault();
                add(best.datasheet);
              }
            }}
          />
          {best && (
            <p id={`${id}-search-hint`} className="field__hint">
              Enter adds {best.datasheet.name}.
            </p>
          )}
        </div>
        {hasLegends && (
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={roster.includeLegends}
              onChange={(e) => setIncludeLegends(e.target.checked)}
            />
            <span>Show Legends datasheets</span>
          </label>
        )}
        {hasChapter && (
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={isChapterOnly}
              onChange={(e) => setIsChapterOnly(e.target.checked)}
            />
            <span>Only {data.faction.name} datasheets</span>
          </label>
        )}
      </div>
      {isListed && hasChapter && chapterShown > 0 && (
        <p className="catalogue__chapter" role="status">
          {matches
            ? `${counted(shown.length, 'match', 'matches')}, ${chapterShown} of them ${data.faction.name} datasheets.`
            : `${counted(chapterShown, `${data.faction.name} datasheet`)}: the chapter’s own, marked and first in each section.`}
        </p>
      )}
      {isListed && sections.length === 0 && <p className="empty">No datasheet matches “{query}”.</p>}
      {sections.map((section) => (
        <section key={section.id} className="catalogue__section" aria-labelledby={`${id}-${section.id}`}>
          <h3 id={`${id}-${section.id}`}>{section.name}</h3>
          <ul className="catalogue__list">
            {section.entries.map((entry) => (
              <CatalogueItem
                key={entry.datasheet.id}
                entry={entry}
                blocker={blockers.get(entry.datasheet.id) ?? null}
                onAdd={() => add(entry.datasheet)}
                onShowDatasheet={() => onShowDatasheet(entry.datasheet.id)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const noBlockers: ReadonlyMap<string, AddBlocker> = new Map();
