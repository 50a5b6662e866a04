import { describe, expect, it } from 'vitest';
import { pgText } from './text';

/** pgText as it was before its fast path: always the two replacements. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const slowPgText = (value: string) =>
  value.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '');

describe('pgText', () => {
  it('cleans NUL and lone surrogates, keeps pairs and other text', () => {
    expect(pgText('plain text, é€')).toBe('plain text, é€');
    expect(pgText('a\u0000b')).toBe('ab');
    expect(pgText('x\uD83D')).toBe('x\uFFFD');
    expect(pgText('\uDE00y')).toBe('\uFFFDy');
    expect(pgText('😀')).toBe('😀');
  });

  it('answers what the two replacements answer, for random text (fast path equivalence)', () => {
    const alphabet = ['a', ' ', '\u0000', '\uD83D', '\uDE00', 'é', '"', '\\', '\uFFFF', '\uD800'];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 5000; i++) {
      const length = Math.floor(random() * 12);
      let text = '';
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(random() * alphabet.length)];
      expect(pgText(text)).toBe(slowPgText(text));
    }
  });
});
