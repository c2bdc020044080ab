import { counted } from '../../domain/english';

/**
 * Whether a list is legal, in the same words wherever a list is shown (the builder, the lists page, an import,
 * a shared list): "Legal", "Legal, 1 warning", "Not legal: 2 errors". Notes (info) do not count against a list.
 * Where the engine could not check some of the catalogue's limits on its units (`unchecked`), a list without errors
 * is not called legal: "No errors found; 2 limits not checked".
 */
export function LegalityBadge({
  errors,
  warnings,
  unchecked = 0,
}: {
  errors: number;
  warnings: number;
  unchecked?: number;
}) {
  if (errors > 0) return <span className="badge badge--error">Not legal: {counted(errors, 'error')}</span>;
  const warned = warnings > 0 ? `, ${counted(warnings, 'warning')}` : '';
  if (unchecked > 0)
    return (
      <span className="badge badge--unchecked">
        No errors found; {counted(unchecked, 'limit')} not checked{warned}
      </span>
    );
  return <span className="badge badge--ok">Legal{warned}</span>;
}
