/** The page a skeleton stands in for: the lists (any page but a list's) or the builder. */
export type SkeletonPage = 'lists' | 'builder';

/**
 * The shape of a page while its code or data is on the way: grey bars where its text and controls will be, laid out
 * as the page lays them out (src/styles/skeleton.css), so what replaces it does not move the page. index.html shows
 * it before any script has run (build/first-screen.tsx); the app shows it while the first screen's data loads.
 * Only `label` is announced: the bars are decoration.
 */
export function PageSkeleton({ page, label }: { page: SkeletonPage; label: string }) {
  return (
    <div className={`skeleton skeleton--${page}`}>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {page === 'lists' ? <ListsSkeleton /> : <BuilderSkeleton />}
    </div>
  );
}

function Bar({ kind = 'text' }: { kind?: 'text' | 'title' | 'button' | 'field' | 'row' | 'card' }) {
  return <span className={`skeleton__bar skeleton__bar--${kind}`} />;
}

function ListsSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="page-head">
        <Bar kind="title" />
        <div className="page-head__actions">
          <Bar kind="button" />
          <Bar kind="button" />
        </div>
      </div>
      <div className="skeleton__cards">
        <Bar kind="card" />
        <Bar kind="card" />
      </div>
    </div>
  );
}

/** Catalogue, roster and details as the builder lays them out: three columns, two, or the roster alone on a phone. */
function BuilderSkeleton() {
  return (
    <div className="skeleton__builder" aria-hidden="true">
      <div className="skeleton__panel skeleton__catalogue">
        <div className="panel-head">
          <h2 className="panel-head__title">Add units</h2>
        </div>
        <div className="skeleton__body">
          <Bar />
          <Bar kind="field" />
          <Bar />
          {[1, 2, 3, 4, 5, 6, 7].map((row) => (
            <Bar key={row} kind="row" />
          ))}
        </div>
      </div>
      <div className="skeleton__roster">
        <div className="skeleton__actions">
          <Bar kind="button" />
          <Bar kind="button" />
          <Bar kind="button" />
        </div>
        <Bar kind="title" />
        <Bar />
        <div className="skeleton__fields">
          <Bar kind="field" />
          <Bar kind="field" />
        </div>
        <Bar />
        {[1, 2, 3, 4].map((row) => (
          <Bar key={row} kind="row" />
        ))}
      </div>
      <div className="skeleton__panel skeleton__detail">
        <div className="panel-head">
          <h2 className="panel-head__title">Details</h2>
        </div>
        <div className="skeleton__body">
          <Bar />
          <Bar />
        </div>
      </div>
    </div>
  );
}
