import type { ReactNode } from 'react';
import { counted } from '../../domain/english';

/** What a card says of one catalogue set: the built-in snapshot or one the player added. */
export type SourceFacts = {
  readonly name: string;
  /** Where it came from, in words: "Built into Muster", a URL, the files' names. */
  readonly from: string;
  readonly commit: string | null;
  readonly date: string | null;
  readonly factions: readonly string[];
  /** Bytes, when known. */
  readonly size: number | null;
};

export function megabytes(bytes: number): string {
  return bytes < 100 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One catalogue set on the Game data page: its name, commit or date, factions and size, and what it offers to do. */
export function SourceCard({
  facts,
  isInUse,
  actions,
  children,
}: {
  facts: SourceFacts;
  isInUse: boolean;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article
      className={isInUse ? 'panel source-card source-card--in-use' : 'panel source-card'}
      aria-label={facts.name}
    >
      <h3 className="source-card__name">
        {facts.name}
        {isInUse && <span className="source-card__badge">In use</span>}
      </h3>
      <p className="source-card__from">{facts.from}</p>
      <dl className="source-card__facts">
        {facts.commit && (
          <>
            <dt>Commit</dt>
            <dd>
              <code>{facts.commit.slice(0, 7)}</code>
            </dd>
          </>
        )}
        {facts.date && (
          <>
            <dt>Date</dt>
            <dd>{facts.date}</dd>
          </>
        )}
        <dt>Factions</dt>
        <dd>
          {facts.factions.length === 0 ? (
            'none'
          ) : (
            <details>
              <summary>{counted(facts.factions.length, 'faction')}</summary>
              {facts.factions.join(', ')}
            </details>
          )}
        </dd>
        {facts.size !== null && (
          <>
            <dt>Size</dt>
            <dd>{megabytes(facts.size)}</dd>
          </>
        )}
      </dl>
      {actions && <div className="source-card__actions">{actions}</div>}
      {children}
    </article>
  );
}
