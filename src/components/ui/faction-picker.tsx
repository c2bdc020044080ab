import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import '../../styles/faction-picker.css';
import { choosableFactions, factionOptionGroups, type FactionEntry } from './faction-options';

/**
 * A text box that filters the factions as the player types, over a list of them grouped by grand alliance, with
 * each Space Marine chapter under Space Marines: the WAI-ARIA combobox pattern with a listbox popup and list
 * autocomplete. Typing keeps the first match active, so "orks" then Enter chooses Orks; the arrow keys move
 * through the matches, Enter or a click chooses, Escape closes the list and puts the chosen faction's name back.
 * Hand-written: a combobox library would add more to the first download than this whole component.
 */
export function FactionPicker({
  label,
  factions,
  value,
  onChange,
  hint,
}: {
  label: string;
  factions: readonly FactionEntry[];
  value: string | null;
  onChange: (factionId: string) => void;
  hint?: string;
}) {
  const id = useId();
  const listboxId = `${id}-factions`;
  const optionId = (factionId: string) => `${id}-faction-${factionId}`;
  const chosen = factions.find((f) => f.id === value) ?? null;
  // What the player has typed since the list last closed; null while the box shows the chosen faction's name.
  const [query, setQuery] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const groups = useMemo(() => factionOptionGroups(factions, query ?? ''), [factions, query]);
  const choosable = useMemo(() => choosableFactions(groups), [groups]);
  const active = isOpen ? (choosable.find((f) => f.id === activeId) ?? null) : null;

  const activeOptionId = active ? optionId(active.id) : undefined;
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const open = (activeFaction: string | null = value) => {
    setIsOpen(true);
    setActiveId(activeFaction);
  };
  const close = () => {
    setIsOpen(false);
    setQuery(null);
  };
  const choose = (faction: FactionEntry) => {
    close();
    if (faction.id !== value) onChange(faction.id);
  };
  const move = (step: 1 | -1) => {
    if (choosable.length === 0) return;
    const at = active ? choosable.indexOf(active) : step === 1 ? -1 : 0;
    setActiveId(choosable[(at + step + choosable.length) % choosable.length]!.id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        e.preventDefault();
        if (!isOpen) open(value ?? choosable[0]?.id ?? null);
        else if (e.altKey && e.key === 'ArrowUp') close();
        else if (!e.altKey) move(e.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (!isOpen) return;
        // Choosing in the list must not submit the form around it.
        e.preventDefault();
        if (active) choose(active);
        return;
      case 'Escape':
        if (!isOpen && query === null) return;
        // Closes the list only, not a dialog the picker sits in.
        e.preventDefault();
        e.stopPropagation();
        close();
        return;
      case 'Tab':
        // Typed, then tabbed away: take the match the list showed as active, as Enter would.
        if (isOpen && query && active) choose(active);
        return;
    }
  };

  return (
    <div className="field faction-picker">
      <label htmlFor={`${id}-input`}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="faction-picker__box">
        <input
          id={`${id}-input`}
          ref={input}
          type="text"
          role="combobox"
          className="faction-picker__input"
          autoComplete="off"
          spellCheck={false}
          placeholder="Type to find a faction"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-activedescendant={activeOptionId}
          aria-describedby={hint ? `${id}-hint` : undefined}
          value={query ?? chosen?.name ?? ''}
          onChange={(e) => {
            const typed = e.target.value;
            setQuery(typed);
            setIsOpen(true);
            setActiveId(choosableFactions(factionOptionGroups(factions, typed))[0]?.id ?? null);
          }}
          // The whole name is selected, so typing replaces it: a player looking for another faction types its name.
          onFocus={(e) => e.currentTarget.select()}
          onClick={(e) => {
            if (isOpen) return;
            open();
            e.currentTarget.select();
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="faction-picker__toggle button--quiet"
          tabIndex={-1}
          aria-label="Show all factions"
          aria-controls={listboxId}
          aria-expanded={isOpen}
          // Keeps the focus in the text box, where the keys work.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            if (isOpen) close();
            else {
              setQuery(null);
              open();
            }
            input.current?.focus();
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
        <div
          id={listboxId}
          role="listbox"
          aria-label="Factions"
          className="faction-picker__list"
          hidden={!isOpen || groups.length === 0}
          // The text box keeps the focus, also when the list's scroll bar is dragged: a click chooses without
          // blurring it first.
          onMouseDown={(e) => e.preventDefault()}
        >
          {groups.map((group) => (
            <div
              key={group.id}
              role="group"
              aria-labelledby={`${id}-group-${group.id}`}
              className="faction-picker__group"
            >
              <div id={`${id}-group-${group.id}`} role="presentation" className="faction-picker__group-name">
                {group.name}
              </div>
              {group.options.map(({ faction, isMatch, chapters }) => (
                <div key={faction.id} role="presentation">
                  {isMatch && option(faction)}
                  {chapters.length > 0 && (
                    <div role="group" aria-label={`${faction.name} chapters`} className="faction-picker__chapters">
                      {!isMatch && (
                        <div role="presentation" className="faction-picker__parent">
                          {faction.name}
                        </div>
                      )}
                      {chapters.map(option)}
                    </div>
                  )}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      {isOpen && choosable.length === 0 && (
        <p className="field__hint" role="status">
          No faction matches “{query}”.
        </p>
      )}
    </div>
  );

  function option(faction: FactionEntry) {
    const isActive = active?.id === faction.id;
    return (
      <div
        key={faction.id}
        id={optionId(faction.id)}
        role="option"
        aria-selected={isActive}
        className={`faction-picker__option${isActive ? ' is-active' : ''}${faction.id === value ? ' is-chosen' : ''}`}
        onMouseMove={() => {
          if (!isActive) setActiveId(faction.id);
        }}
        onClick={() => choose(faction)}
      >
        {faction.name}
      </div>
    );
  }
}
