import { describe, expect, it } from 'vitest';
import { distinctListName } from './list-name';

describe('distinctListName', () => {
  it('keeps a name no saved list has', () => {
    expect(distinctListName('Black Tie Affair', ['Jump Tanx'])).toBe('Black Tie Affair');
  });

  it('numbers a second list of the same name', () => {
    expect(distinctListName('Black Tie Affair', ['Black Tie Affair'])).toBe('Black Tie Affair (2)');
  });

  it('counts on past the numbers already taken', () => {
    expect(distinctListName('Black Tie Affair', ['Black Tie Affair', 'Black Tie Affair (2)'])).toBe('Black Tie Affair (3)');
    expect(distinctListName('Black Tie Affair (2)', ['Black Tie Affair', 'Black Tie Affair (2)'])).toBe('Black Tie Affair (3)');
  });
});
