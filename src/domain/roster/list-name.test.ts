import { describe, expect, it } from 'vitest';
import { distinctListName, listName } from './list-name';

describe('distinctListName', () => {
  it('keeps a name no saved list has', () => {
    expect(distinctListName('Black Tie Affair', ['Jump Tanx'])).toBe('Black Tie Affair');
  });

  it('numbers a second list of the same name', () => {
    expect(distinctListName('Black Tie Affair', ['Black Tie Affair'])).toBe('Black Tie Affair (2)');
  });

  it('counts on past the numbers already taken', () => {
    expect(distinctListName('Black Tie Affair', ['Black Tie Affair', 'Black Tie Affair (2)'])).toBe(
      'Black Tie Affair (3)',
    );
    expect(distinctListName('Black Tie Affair (2)', ['Black Tie Affair', 'Black Tie Affair (2)'])).toBe(
      'Black Tie Affair (3)',
    );
  });
});

describe('listName', () => {
  it('drops the controls that would show the rest of a name backwards', () => {
    expect(listName('Raiders\u202E stp 0002')).toBe('Raiders stp 0002');
    expect(listName('\u2067Raiders\u2069 \u202Ax\u202C \u200E\u200F\u061C')).toBe('Raiders x ');
  });

  it('keeps names in any script as they are', () => {
    expect(listName('Ангелы Смерти – עם ישראל ⚔')).toBe('Ангелы Смерти – עם ישראל ⚔');
  });
});
