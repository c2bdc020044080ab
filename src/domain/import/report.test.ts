import { describe, expect, it } from 'vitest';
import { asReported, type Problem } from './report';

const groupOfGroups: Problem = {
  kind: 'group-of-groups',
  construct: 'Daemonic Herald [Crucible]: group "Specialisms"',
  why: 'a group holding only other groups is not expressible as one wargear option',
};

describe('asReported', () => {
  it('reports a Crusade-only datasheet’s unread wargear group as crusade-only, naming what was not read', () => {
    expect(asReported(groupOfGroups, 'crusade')).toEqual({
      kind: 'crusade-only',
      construct: groupOfGroups.construct,
      why: expect.stringContaining(groupOfGroups.why),
    });
  });

  it('reports an editor error on a Crusade-only datasheet as crusade-only: a Dreadknight Champion [Crucible]’s weapon count', () => {
    const error: Problem = {
      kind: 'error-message',
      construct: 'modifier "add" of error by "Cannot take more 2 of these types of weapons." on "Heavy psycannon"',
      why: 'a rule the catalogue states only as an editor error message; not enforced',
    };
    expect(asReported(error, 'crusade')).toMatchObject({ kind: 'crusade-only', construct: error.construct });
    expect(asReported(error, 'matched-play')).toBe(error);
  });

  it('keeps the same construct on a Legends or matched-play datasheet as it was: a limit not checked there', () => {
    expect(asReported(groupOfGroups, 'legends')).toBe(groupOfGroups);
    expect(asReported(groupOfGroups, 'matched-play')).toBe(groupOfGroups);
  });
});
