/** Points used against a limit, as text (read by everyone) and a bar (decoration). */
export function PointsBar({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const isOver = limit !== null && used > limit;
  const share = limit ? Math.min(used / limit, 1) : 0;
  return (
    <div className={isOver ? 'points-bar points-bar--over' : 'points-bar'}>
      <div className="points-bar__text">
        <span>{label}</span>{' '}
        <span className="points-bar__value">
          {used}
          {limit !== null ? ` / ${limit}` : ''} pts{isOver ? ' (over the limit)' : ''}
        </span>
      </div>
      {limit !== null && (
        <div className="points-bar__track" aria-hidden="true">
          <div className="points-bar__fill" style={{ width: `${share * 100}%` }} />
        </div>
      )}
    </div>
  );
}
