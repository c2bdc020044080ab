import type { ReactNode } from 'react';

/**
 * A link to another site, opened in a new tab so the list being built stays where it is; its name says so to a
 * screen reader ("Full rules on Wahapedia (opens in a new tab)").
 */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className ? `external-link ${className}` : 'external-link'}
    >
      {children} <span aria-hidden="true">↗</span> <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
