import { verdictWords, type Verdict } from '../../domain/rules/verdict';

const BADGE_CLASS: Record<Verdict['kind'], string> = {
  legal: 'badge--ok',
  unchecked: 'badge--unchecked',
  illegal: 'badge--error',
};

/**
 * Whether a list is legal, in the same words wherever a list is shown (the builder, the lists page, an import,
 * a shared list): "Legal", "Legal, 1 warning", "No errors found; 2 limits not checked", "Not legal: 2 errors".
 */
export function LegalityBadge({ verdict }: { verdict: Verdict }) {
  return <span className={`badge ${BADGE_CLASS[verdict.kind]}`}>{verdictWords(verdict)}</span>;
}
