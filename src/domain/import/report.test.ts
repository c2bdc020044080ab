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

  it('keeps the same construct on a Legends or matched-play datasheet as it was: a limit not checked there', () => {
    expect(asReported(groupOfGroups, 'legends')).toBe(groupOfGroups);
    expect(asReported(groupOfGroups, 'matched-play')).toBe(groupOfGroups);
  });
});
