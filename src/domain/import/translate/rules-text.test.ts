import { describe, expect, it } from 'vitest';
import { rulesText } from './rules-text';

describe('rulesText', () => {
  it('drops bold markers and prints a marked keyword in capitals, as the datasheet does', () => {
    expect(rulesText('One or more **^^Archon^^** models and one or more **^^Kabalite Warriors^^** units.')).toBe(
      'One or more ARCHON models and one or more KABALITE WARRIORS units.',
    );
  });

  it('keeps lines and paragraphs, and tidies the spaces inside them', () => {
    expect(rulesText('Roll one\u00a0D6:  \n\n\n■ On a 4+,   it holds.\n')).toBe('Roll one D6:\n\n■ On a 4+, it holds.');
  });

  it('keeps text that looks like HTML as it is written', () => {
    expect(rulesText('<b>Bold</b> & <img src=x>')).toBe('<b>Bold</b> & <img src=x>');
  });

  it('gives nothing for an empty description', () => {
    expect(rulesText(' \n ')).toBeUndefined();
  });
});
