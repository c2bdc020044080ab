import { useCallback, useEffect, useRef, useState } from 'react';
import { Sheet } from '../components/ui/sheet';
import { Toast } from '../components/ui/toast';
import type { RosterId } from '../domain/roster/ids';
import { CataloguePanel } from '../features/catalogue/catalogue-panel';
import { CATALOGUE_SEARCH_ID } from '../features/catalogue/catalogue-search-id';
import { DatasheetView } from '../features/datasheet/datasheet-view';
import { ArmyStatus } from '../features/roster/army-status';
import { RosterPanel } from '../features/roster/roster-panel';
import { unitRowId } from '../features/roster/unit-row-id';
import { UnitEditor } from '../features/unit-editor/unit-editor';
import { unitEditorTitleId } from '../features/unit-editor/unit-editor-title-id';
import { ValidationPanel } from '../features/validation/validation-panel';
import { VALIDATION_TITLE_ID } from '../features/validation/validation-title-id';
import { useRosterStore } from '../store/store-context';
import { ColumnSkipLinks } from './column-skip-links';
import { ListActions } from './list-actions';
import { navigate, type BuilderView } from './routes';
import '../styles/builder.css';

/** Catalogue, roster and unit side by side on a wide screen; on a phone the catalogue and the unit are sheets. */
export function BuilderLayout({ rosterId, view }: { rosterId: RosterId; view: BuilderView }) {
  const unitExists = useRosterStore(
    (s) =>
      view.kind === 'unit' &&
      s.rosters.some((r) => r.roster.id === rosterId && r.roster.units.some((u) => u.id === view.unitId)),
  );
  const show = useCallback((next: BuilderView) => navigate({ page: 'builder', rosterId, view: next }), [rosterId]);
  const selectUnit = useCallback((unitId: string) => show({ kind: 'unit', unitId }), [show]);
  const focusUnit = useCallback(
    (unitId: string) => {
      show({ kind: 'unit', unitId });
      requestAnimationFrame(() => document.getElementById(unitRowId(unitId))?.focus());
    },
    [show],
  );
  const showDatasheet = useCallback((datasheetId: string) => show({ kind: 'datasheet', datasheetId }), [show]);
  const close = useCallback(() => show({ kind: 'none' }), [show]);
  // Adding from the catalogue sheet keeps it open for the next unit, with a way to the one just added; where the
  // catalogue is a column beside the roster, the unit opens beside it at once.
  const [added, setAdded] = useState<{ unitId: string; name: string } | null>(null);
  const dismissAdded = useCallback(() => setAdded(null), []);
  // An element to move focus to once it is on screen: the new unit's editor appears only after the route changes.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current ? document.getElementById(focusNext.current) : null;
    if (!target) return;
    target.focus();
    focusNext.current = null;
  }, [view]);
  const onAdded = useCallback(
    (unitId: string, name: string) => {
      if (view.kind === 'catalogue') {
        setAdded({ unitId, name });
        return;
      }
      selectUnit(unitId);
      focusNext.current = unitEditorTitleId(unitId);
    },
    [view.kind, selectUnit],
  );
  const focusSearch = useCallback(() => {
    const search = document.getElementById(CATALOGUE_SEARCH_ID);
    if (search && isShown(search)) {
      search.focus();
      return;
    }
    // A phone keeps the catalogue in a closed sheet: open it, then focus its search once shown.
    show({ kind: 'catalogue' });
    focusNext.current = CATALOGUE_SEARCH_ID;
  }, [show]);
  useSearchShortcut(focusSearch);
  const focusRoster = useCallback(() => document.getElementById(ROSTER_ID)?.focus(), []);
  const focusDetail = useCallback(() => {
    const editorTitle = view.kind === 'unit' ? document.getElementById(unitEditorTitleId(view.unitId)) : null;
    (editorTitle ?? document.querySelector<HTMLElement>('.builder__detail .panel-head__title'))?.focus();
  }, [view]);
  const showIssues = useCallback(() => {
    const title = document.getElementById(VALIDATION_TITLE_ID);
    title?.scrollIntoView({ block: 'start' });
    title?.focus();
  }, []);

  const detailTitle = view.kind === 'unit' && unitExists ? 'Unit' : view.kind === 'datasheet' ? 'Datasheet' : 'Details';
  return (
    <div className="builder" data-view={view.kind}>
      <Sheet
        title="Add units"
        isOpen={view.kind === 'catalogue'}
        onClose={close}
        className="builder__catalogue"
        status={<ArmyStatus />}
      >
        <ColumnSkipLinks
          links={[
            { label: 'Skip to the roster', onSkip: focusRoster },
            { label: 'Skip to the unit', onSkip: focusDetail },
          ]}
        />
        <CataloguePanel onAdded={onAdded} onShowDatasheet={showDatasheet} />
      </Sheet>
      <section id={ROSTER_ID} tabIndex={-1} className="builder__roster" aria-label="Roster">
        <ColumnSkipLinks
          links={[
            { label: 'Skip to the catalogue', onSkip: focusSearch },
            { label: 'Skip to the unit', onSkip: focusDetail },
          ]}
        />
        <ListActions rosterId={rosterId} />
        <RosterPanel
          selectedUnitId={view.kind === 'unit' ? view.unitId : null}
          onSelectUnit={selectUnit}
          onOpenCatalogue={() => show({ kind: 'catalogue' })}
          onShowIssues={showIssues}
        />
        <ValidationPanel onFocusUnit={focusUnit} />
      </section>
      <Sheet
        title={detailTitle}
        isOpen={view.kind === 'unit' || view.kind === 'datasheet'}
        onClose={close}
        className="builder__detail"
        contentKey={
          view.kind === 'unit'
            ? `unit:${view.unitId}`
            : view.kind === 'datasheet'
              ? `datasheet:${view.datasheetId}`
              : view.kind
        }
        status={<ArmyStatus />}
      >
        <ColumnSkipLinks
          links={[
            { label: 'Skip to the catalogue', onSkip: focusSearch },
            { label: 'Skip to the roster', onSkip: focusRoster },
          ]}
        />
        {view.kind === 'unit' && unitExists ? (
          <UnitEditor
            unitId={view.unitId}
            onShowDatasheet={showDatasheet}
            onSelectUnit={selectUnit}
            onRemoved={close}
          />
        ) : view.kind === 'datasheet' ? (
          <DatasheetView datasheetId={view.datasheetId} />
        ) : (
          <p className="placeholder">Select a unit in the roster to edit it, or add one from the catalogue.</p>
        )}
      </Sheet>
      {added && view.kind === 'catalogue' && (
        <Toast
          id={added.unitId}
          message={`Added ${added.name}`}
          action={{ label: 'Edit', name: `Edit ${added.name}`, onClick: () => selectUnit(added.unitId) }}
          onDismiss={dismissAdded}
        />
      )}
    </div>
  );
}

const ROSTER_ID = 'builder-roster';

/** Whether an element is laid out and not hidden (a closed sheet is hidden). */
function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** "/" moves focus to the catalogue's search, as on many sites, unless the player is typing in a field. */
function useSearchShortcut(focusSearch: () => void): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isTypingIn(e.target)) return;
      e.preventDefault();
      focusSearch();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focusSearch]);
}

const NOT_TYPED_IN = new Set(['button', 'checkbox', 'radio', 'reset', 'submit', 'range', 'color', 'file', 'image']);

function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPED_IN.has(target.type);
  // A select is not typed in: "/" from one (the Leader just attached) still goes to the search.
  return target instanceof HTMLTextAreaElement || target.isContentEditable;
}
