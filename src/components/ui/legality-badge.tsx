import { counted } from '../../domain/english';

/**
 * Whether a list is legal, in the same words wherever a list is shown (the builder, the lists page, an import,
 * a shared list): "Legal", "Legal, 1 warning", "Not legal: 2 errors". Notes (info) do not count against a list.
 */
export function LegalityBadge({ errors, warnings }: { errors: number; warnings: number }) {
  if (errors > 0) return <span className="badge badge--error">Not legal: {counted(errors, 'error')}</span>;
  return <span className="badge badge--ok">Legal{warnings > 0 ? `, ${counted(warnings, 'warning')}` : ''}</span>;
}
