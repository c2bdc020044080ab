import { ExternalLink } from '../../components/ui/external-link';

/**
 * The full text of rules Muster shows only by name (it carries the seed pages' prose alone), on Wahapedia: a
 * datasheet's page, or the faction's page with its army rules and detachments. Nothing where the site has no page.
 */
export function FullRulesLink({ href, children }: { href: string | null; children: string }) {
  if (!href) return null;
  return (
    <p className="full-rules">
      <ExternalLink href={href}>{children}</ExternalLink>
    </p>
  );
}
