import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppConfig } from '@lobby/contract/app-config';
import { ActivityType, activityTypes, PropId } from '@lobby/contract/values/enums';
import catalogue from './demo-catalogue.json' with { type: 'json' };
import { formatHundredths } from '@lobby/contract/values/money';
import { BonusRules } from '../bonus/bonus-rules';
import { DepositRules } from '../deposits/deposit-rules';
import { RewardsRules } from '../rewards/rewards.settings';
import { WithdrawalRules } from '../withdrawals/withdrawal-rules';
import { shareTextOf, shareUrlOf } from '@lobby/contract/values/invite-link';
import { fillFigures, unknownPlaceholders } from './promised-figures';
import { demoConfig } from './demo-config';

const webPublic = join(dirname(fileURLToPath(import.meta.url)), '../../../../web/public');

const artUrls = (value: unknown): string[] => {
  if (typeof value === 'string') return value.startsWith('/art/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(artUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(artUrls);
  return [];
};

const IMAGE_KEYS = new Set(['icon', 'logo', 'banner', 'image']);
const imageFields = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value.flatMap(imageFields);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => (IMAGE_KEYS.has(key) ? [v] : imageFields(v)));
};

const expectUnique = (name: string, ids: (number | string)[]) => {
  const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
  expect(duplicates, `duplicate ids in ${name}`).toEqual([]);
};

describe('demo app config', () => {
  it('passes the AppConfig schema unchanged', () => {
    expect(AppConfig.parse(demoConfig)).toEqual(demoConfig);
  });

  it('has a full lobby: games across types and brands, with the four built-in games', () => {
    const { games, gameTypes, brands } = demoConfig;
    expect(games.length).toBeGreaterThanOrEqual(40);
    expect(new Set(games.map((g) => g.typeId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(games.map((g) => g.brandId)).size).toBeGreaterThanOrEqual(4);
    const typeIds = new Set(gameTypes.map((t) => t.id));
    const brandIds = new Set(brands.map((b) => b.id));
    for (const game of games) {
      expect(typeIds.has(game.typeId), `${game.code} type`).toBe(true);
      expect(brandIds.has(game.brandId), `${game.code} brand`).toBe(true);
    }
    const builtin = games.filter((g) => g.provider === 'builtin').map((g) => g.code);
    expect(builtin.sort()).toEqual(['crash', 'dice', 'mines', 'slot']);
    for (const type of gameTypes) {
      expect(
        games.filter((g) => g.typeId === type.id).length,
        `${type.code} fills a home section`,
      ).toBeGreaterThanOrEqual(Math.min(demoConfig.gameShowNum, 6));
    }
  });

  it('has one activity of every activity type but the outside link (the operator’s own blog)', () => {
    const types = demoConfig.activities.map((a) => a.type);
    expect([...types].sort((a, b) => a - b)).toEqual(
      activityTypes.filter((type) => type !== ActivityType.OutLink).sort((a, b) => a - b),
    );
  });

  it('shows a player no placeholder: no example.com link, no store listing it does not have', () => {
    expect(JSON.stringify(demoConfig)).not.toMatch(/example\.(com|org|net)/);
    expect(demoConfig.clientConfig.nativeApps).toEqual([]);
    for (const channel of demoConfig.socialMedia) expect(channel.url).toMatch(/^https:\/\//);
  });

  it('has VIP levels 0 to 10 in both the map and the level configs, growing', () => {
    const levels = demoConfig.levelConfigs.map((l) => l.level);
    expect(levels).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(
      Object.keys(demoConfig.vipMap)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(levels);
    const exp = demoConfig.levelConfigs.map((l) => l.needExp);
    expect(exp).toEqual([...exp].sort((a, b) => a - b));
    expect(demoConfig.levelConfigs[0]?.dailyWithdrawTimes).toBe(3);
  });

  it('has exactly ten jackpot cells including the four jackpot tiers', () => {
    const cells = demoConfig.jackpotAwardList;
    expect(cells).toHaveLength(10);
    const tiers = cells.filter((c) => c.type === 2).map((c) => c.propId);
    expect(tiers.sort()).toEqual([50001, 50002, 50003, 50004]);
  });

  it('has one default recharge channel whose limits make sense', () => {
    const { rechargeTypes, items } = demoConfig;
    expect(rechargeTypes.filter((r) => r.isDefault)).toHaveLength(1);
    for (const r of rechargeTypes) {
      expect(r.minAmount).toBeLessThanOrEqual(r.minAmount2);
      expect(r.minAmount2).toBeLessThan(r.maxAmount);
    }
    expect(items.some((i) => i.hot)).toBe(true);
  });

  it('uses unique ids in every list', () => {
    const c = demoConfig;
    const lists: [string, { id: number }[]][] = [
      ['games', c.games],
      ['gameTypes', c.gameTypes],
      ['brands', c.brands],
      ['rechargeTypes', c.rechargeTypes],
      ['items', c.items],
      ['banks', c.banks],
      ['activities', c.activities],
      ['tasks', c.tasks],
      ['jackpotAwardList', c.jackpotAwardList],
      ['faq', c.faq],
      ['notices', c.notices],
      ['socialMedia', c.socialMedia],
      ['shareConfigs', c.shareConfigs],
    ];
    for (const [name, list] of lists)
      expectUnique(
        name,
        list.map((x) => x.id),
      );
    expectUnique(
      'game codes',
      c.games.map((g) => g.code),
    );
    expectUnique(
      'gameType codes',
      c.gameTypes.map((t) => t.code),
    );
    expectUnique(
      'brand codes',
      c.brands.map((b) => b.code),
    );
    expectUnique(
      'bank codes',
      c.banks.map((b) => b.code),
    );
  });

  it('gives points and activity in whole units, counted in hundredths like coins', () => {
    const { tasks, jackpotAwardList } = demoConfig;
    const units = [PropId.Points, PropId.Liveness] as number[];
    const counts = [...tasks, ...jackpotAwardList]
      .filter((reward) => units.includes(reward.propId))
      .map((reward) => reward.count);
    expect(counts.length).toBeGreaterThanOrEqual(5);
    expect(counts.filter((count) => count < 100 || count % 100 !== 0)).toEqual([]);
  });

  it('points every image at project-drawn artwork that exists', () => {
    const images = imageFields(demoConfig).filter((v) => v !== null);
    expect(images.every((v) => typeof v === 'string' && v.startsWith('/art/'))).toBe(true);
    const urls = [...new Set(artUrls(demoConfig))];
    expect(urls.length).toBeGreaterThan(100);
    const missing = urls.filter((url) => !existsSync(join(webPublic, url)));
    expect(missing).toEqual([]);
    for (const url of urls) expect(url).toMatch(/^\/art\/[a-z]+\/[a-z0-9-]+\.(svg|webp)$/);
  });

  it('shows the art of the folders the lobby lists many at a time as WebP rendered from its SVG', () => {
    const raster = new Set(Object.keys(catalogue.rasterArt.scales));
    const urls = [...new Set(artUrls(demoConfig))];
    const folderOf = (url: string) => url.split('/')[2] ?? '';
    const webps = urls.filter((url) => url.endsWith('.webp'));
    expect(new Set(webps.map(folderOf))).toEqual(raster);
    expect(urls.filter((url) => raster.has(folderOf(url)) && !url.endsWith('.webp'))).toEqual([]);
    for (const url of webps) {
      expect(existsSync(join(webPublic, url.replace(/\.webp$/, '.svg'))), url).toBe(true);
      const head = readFileSync(join(webPublic, url)).subarray(0, 12);
      expect(head.toString('latin1', 0, 4) + head.toString('latin1', 8, 12), url).toBe('RIFFWEBP');
    }
  });

  it('promises in its texts only what pays: every amount and percent is a figure of what pays it', () => {
    // Served with the settings' defaults: the figures are what the engines pay today.
    const settings = {
      rewards: RewardsRules.parse({}),
      deposits: DepositRules.parse({}),
      bonus: BonusRules.parse({}),
      withdrawals: WithdrawalRules.parse({}),
    };
    const served = fillFigures(demoConfig, settings);
    const signUp = formatHundredths(demoConfig.clientConfig.lobbyBonusAmount);
    const offer = `${settings.deposits.firstDepositBonusBp / 100}% on your first deposit, up to ${formatHundredths(settings.deposits.maxBonus)}`;
    const welcome = served.notices.find((n) => n.id === 1)!;
    expect(welcome.content).toContain(`collect a ${signUp} welcome bonus`);
    expect(welcome.content).toContain(offer);
    // It asks to sign up: it is for visitors only.
    expect(welcome.audience).toBe('signedOut');
    expect(served.activities.find((a) => a.type === ActivityType.SignUpBonus)?.title).toContain(
      signUp,
    );
    expect(served.activities.find((a) => a.type === ActivityType.FirstDeposit)?.title).toContain(
      offer,
    );
    expect(served.faq.map((f) => f.answer).join(' ')).toContain(
      `reward coin ${settings.rewards.coinTerms.wageringMultiple} times`,
    );
    // The stored texts state no amount, percent or doubling of their own (tasks' titles come
    // with the tasks, from their goals).
    const texts = [
      ...demoConfig.notices.flatMap((n) => [n.title, n.content]),
      ...demoConfig.activities.flatMap((a) => [a.name, a.title]),
      ...demoConfig.faq.flatMap((f) => [f.question, f.answer]),
      ...demoConfig.shareConfigs.map((c) => c.text),
      ...Object.values(demoConfig.textPages).flatMap((page) => [
        page.intro,
        ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
      ]),
    ];
    const literal = /(?<![\d.])(?!0\.00\b)\d[\d,]*\.\d\d|\d+(\.\d+)?\s?%(?<!}}%)|\bdoubl/i;
    const unfilled = (text: string) => text.replace(/\{\{\s*[A-Za-z]+\s*\}\}%?/g, '');
    expect(texts.filter((text) => literal.test(unfilled(text)))).toEqual([]);
    expect(unknownPlaceholders(demoConfig)).toEqual([]);
    expect(JSON.stringify(served)).not.toContain('{{');
  });
});

describe('the demo share channels', () => {
  it('are WhatsApp, Telegram, Facebook and LINE, each with the invite link filled in', () => {
    expect(demoConfig.shareConfigs.map((c) => c.channel)).toEqual([
      'whatsapp',
      'telegram',
      'facebook',
      'line',
    ]);
    const link = { url: 'https://lobby.test/?inviteCode=AB12CD', code: 'AB12CD' };
    for (const share of demoConfig.shareConfigs) {
      const text = shareTextOf(share.text, link);
      expect(text).toContain(link.url);
      expect(text).not.toMatch(/\{(url|code|text)\}/);
      const url = new URL(shareUrlOf(share, link));
      expect(url.protocol).toBe('https:');
      expect(decodeURIComponent(url.search)).toContain(link.url);
      expect(decodeURIComponent(url.href)).not.toMatch(/\{(url|code|text)\}/);
    }
  });
});
