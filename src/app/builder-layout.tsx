import { useCallback, useState } from 'react';
import { Sheet } from '../components/ui/sheet';
import { Toast } from '../components/ui/toast';
import type { RosterId } from '../domain/roster/ids';
import { CataloguePanel } from '../features/catalogue/catalogue-panel';
import { DatasheetView } from '../features/datasheet/datasheet-view';
import { ArmyStatus } from '../features/roster/army-status';
import { RosterPanel } from '../features/roster/roster-panel';
import { unitRowId } from '../features/roster/unit-row-id';
import { UnitEditor } from '../features/unit-editor/unit-editor';
import { ValidationPanel } from '../features/validation/validation-panel';
import { VALIDATION_TITLE_ID } from '../features/validation/validation-title-id';
import { useRosterStore } from '../store/store-context';
import { ListActions } from './list-actions';
import { navigate, type BuilderView } from './routes';
import '../styles/builder.css';

/** Catalogue, roster and unit side by side on a wide screen; on a phone the catalogue and the unit are sheets. */
export function BuilderLayout({ rosterId, view }: { rosterId: RosterId; view: BuilderView }) {
  const unitExists = useRosterStore(
    (s) => view.kind === 'unit' && s.rosters.some((r) => r.roster.id === rosterId && r.roster.units.some((u) => u.id === view.unitId)),
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
  const onAdded = useCallback(
    (unitId: string, name: string) => (view.kind === 'catalogue' ? setAdded({ unitId, name }) : selectUnit(unitId)),
    [view.kind, selectUnit],
  );
  const showIssues = useCallback(() => {
    const title = document.getElementById(VALIDATION_TITLE_ID);
    title?.scrollIntoView({ block: 'start' });
    title?.focus();
  }, []);

  const detailTitle = view.kind === 'unit' && unitExists ? 'Unit' : view.kind === 'datasheet' ? 'Datasheet' : 'Details';
  return (
    <div className="builder" data-view={view.kind}>
      <Sheet title="Add units" isOpen={view.kind === 'catalogue'} onClose={close} className="builder__catalogue" status={<ArmyStatus />}>
        <CataloguePanel onAdded={onAdded} onShowDatasheet={showDatasheet} />
      </Sheet>
      <section className="builder__roster" aria-label="Roster">
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
        contentKey={view.kind === 'unit' ? `unit:${view.unitId}` : view.kind === 'datasheet' ? `datasheet:${view.datasheetId}` : view.kind}
        status={<ArmyStatus />}
      >
        {view.kind === 'unit' && unitExists ? (
          <UnitEditor unitId={view.unitId} onShowDatasheet={showDatasheet} onSelectUnit={selectUnit} onRemoved={close} />
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
