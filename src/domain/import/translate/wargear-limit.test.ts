import { describe, expect, it } from 'vitest';
import { fitLimit } from './wargear-limit';

const sizes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('fitLimit', () => {
  it('reads a cap that grows by one every 5 models as "1 per 5 models"', () => {
    expect(
      fitLimit(
        sizes(5, 10),
        (n) => Math.floor(n / 5),
        (n) => n - 1,
      ),
    ).toEqual({ kind: 'per-models', models: 5, max: 1 });
  });

  it('reads Troupe fusion pistols (2 below 10 models, 4 from 10) as "2 per 5 models"', () => {
    expect(
      fitLimit(
        sizes(5, 12),
        (n) => (n < 10 ? 2 : 4),
        (n) => n - 1,
      ),
    ).toEqual({ kind: 'per-models', models: 5, max: 2 });
  });

  it('reads Jakhal mauler chainblades (1 in a unit of 10, 2 in a unit of 20) as "1 per 10 models", the widest step that fits', () => {
    expect(
      fitLimit(
        [10, 20],
        (n) => (n < 20 ? 1 : 2),
        (n) => n - 3,
      ),
    ).toEqual({ kind: 'per-models', models: 10, max: 1 });
  });

  it('reads a cap no smaller than the models present as "each model"', () => {
    expect(
      fitLimit(
        sizes(1, 2),
        () => Number.POSITIVE_INFINITY,
        (n) => n,
      ),
    ).toEqual({ kind: 'each-model' });
  });

  it('reads "up to 6 power fists" in a unit of 4-9 as a unit-wide cap of 6', () => {
    expect(
      fitLimit(
        sizes(5, 10),
        () => 6,
        (n) => n - 1,
      ),
    ).toEqual({ kind: 'unit', max: 6 });
  });

  it('gives up on a cap no shape matches', () => {
    expect(
      fitLimit(
        sizes(5, 10),
        (n) => (n === 7 ? 3 : 1),
        (n) => n - 1,
      ),
    ).toBeNull();
  });
});
