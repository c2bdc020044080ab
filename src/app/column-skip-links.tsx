/**
 * Links from one column of the builder to the other two, first in the column's tab order and shown when focused:
 * a keyboard reaches the roster or the unit without tabbing through the catalogue. Buttons, not links: the URL's
 * fragment is the app's route.
 */
export function ColumnSkipLinks({
  links,
}: {
  links: readonly { readonly label: string; readonly onSkip: () => void }[];
}) {
  return (
    <div className="column-skip">
      {links.map((link) => (
        <button key={link.label} type="button" className="column-skip__link" onClick={link.onSkip}>
          {link.label}
        </button>
      ))}
    </div>
  );
}
