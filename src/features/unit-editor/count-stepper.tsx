/**
 * A count with a button either side, big enough for a thumb. The + stops at `max`; a count typed past it is still
 * taken, for the rules to flag, since the editor explains illegal choices rather than blocking them.
 */
export function CountStepper({
  id,
  name,
  value,
  max,
  describedBy,
  onChange,
}: {
  id: string;
  /** What is counted, for the buttons' names: "One more Disintegrator Cannon (Ravager)". */
  name: string;
  value: number;
  max: number;
  describedBy?: string | undefined;
  onChange: (count: number) => void;
}) {
  return (
    <span className="stepper">
      <button
        type="button"
        className="stepper__button"
        aria-label={`One fewer ${name}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={Math.max(max, value)}
        value={value}
        aria-describedby={describedBy}
        onChange={(e) => {
          const count = e.target.valueAsNumber;
          if (Number.isInteger(count) && count >= 0) onChange(count);
        }}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={`One more ${name}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}
