import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callRegistry } from './registry';
import { AwardItem } from './rewards';
import { JackpotCell, ReceiveDrawChanceAnswer } from './jackpot';
import { rewardUnit } from './values/enums';

type Node = Record<string, unknown>;

/** Every object of a JSON schema (with its path) that holds both `propId` and `count`. */
const rewardObjects = (schema: unknown, path: string, out: { path: string; keys: string[] }[]) => {
  if (typeof schema !== 'object' || schema === null) return out;
  const node = schema as Node;
  const properties = node.properties as Record<string, unknown> | undefined;
  if (properties) {
    const keys = Object.keys(properties);
    if (keys.includes('propId') && keys.includes('count')) out.push({ path, keys });
    for (const key of keys) rewardObjects(properties[key], `${path}.${key}`, out);
  }
  rewardObjects(node.items, `${path}[]`, out);
  rewardObjects(node.additionalProperties, `${path}{}`, out);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const option of (node[key] as unknown[] | undefined) ?? [])
      rewardObjects(option, path, out);
  for (const def of Object.values((node.$defs as Record<string, unknown> | undefined) ?? {}))
    rewardObjects(def, `${path}$defs`, out);
  return out;
};

/**
 * The one answer left out, and why: appConfig serves the operator's config as it is stored
 * (prepared bytes, not encoded per call); its tasks pay coin, points and liveness only
 * (hundredths) and its jackpot cells are answered, each naming its unit, by getJackpotDrawInfo.
 */
const EXEMPT = new Set(['anonymous/appConfig']);

describe('reward counts: every answer names the unit of each count (docs/api.md "Reward counts")', () => {
  const answers = Object.values(callRegistry)
    .filter((def) => !EXEMPT.has(def.name))
    .map((def) => ({
      name: def.name,
      found: rewardObjects(
        z.toJSONSchema(def.answer as z.ZodType, { io: 'output', unrepresentable: 'any' }),
        def.name,
        [],
      ),
    }));

  it('finds the reward-bearing answers (the walk sees them)', () => {
    const names = answers.filter((a) => a.found.length > 0).map((a) => a.name);
    expect(names).toEqual(
      expect.arrayContaining(['getMail2', 'betBonus', 'getJackpotDrawInfo', 'receiveDrawChance']),
    );
  });

  it.each(answers.filter((a) => a.found.length > 0))(
    '$name: each { propId, count } has unit',
    ({ found }) => {
      for (const { path, keys } of found) expect(keys, path).toContain('unit');
    },
  );

  it('is one rule: coupons and draw chances are whole, everything else hundredths', () => {
    expect(rewardUnit(1001)).toBe('whole');
    expect(rewardUnit(1201)).toBe('whole');
    expect(rewardUnit(1301)).toBe('whole');
    expect(rewardUnit(50_000)).toBe('whole');
    expect(rewardUnit(2001)).toBe('hundredths');
    expect(rewardUnit(2002)).toBe('hundredths');
    expect(rewardUnit(4001)).toBe('hundredths');
    expect(rewardUnit(50_001)).toBe('hundredths');
  });

  it('is set on the way out whatever the server handed over (a wrong unit is corrected)', () => {
    expect(z.encode(AwardItem, { propId: 1001, count: 1 })).toEqual({
      propId: 1001,
      count: 1,
      unit: 'whole',
    });
    expect(z.encode(AwardItem, { propId: 2001, count: 500, unit: 'whole' })).toEqual({
      propId: 2001,
      count: 500,
      unit: 'hundredths',
    });
    const cell = { id: 1, type: 1, propId: 50_000, count: 1, showNum: 1, weight: 1, oddsBp: 100 };
    expect(z.encode(JackpotCell, cell as z.output<typeof JackpotCell>).unit).toBe('whole');
    expect(ReceiveDrawChanceAnswer.shape.unit).toBeDefined();
  });
});
