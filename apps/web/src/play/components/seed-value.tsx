import type { ChangeEvent } from 'react';
import type { FairSeeds } from '@lobby/contract/games';
import { CLIENT_SEED_MAX_LENGTH, CLIENT_SEED_PATTERN } from '@lobby/contract/values/games';
import { t } from '../lib/i18n';
import type { RevealedPair } from '../lib/use-play-session';
import styles from './seed-value.module.css';

/** One seed: its name and its value, whole (hashes wrap rather than hide their end). */
export function SeedValue({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The pair the next bet uses: the server seed as its commitment, the client seed, the nonce. */
export function CurrentSeeds({
  seeds,
  className,
  label,
}: {
  seeds: FairSeeds;
  className: string | undefined;
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      <SeedValue label={t('seeds.serverSeedHash')} value={seeds.serverSeedHash} />
      <SeedValue label={t('seeds.clientSeed')} value={seeds.clientSeed} />
      <SeedValue label={t('seeds.nonce')} value={String(seeds.nonce)} />
    </dl>
  );
}

/** A rotated-out pair, its server seed revealed, and the bets made on it. */
export function RevealedSeeds({
  revealed,
  className,
}: {
  revealed: RevealedPair;
  className: string | undefined;
}) {
  return (
    <dl className={className}>
      <SeedValue label={t('seeds.serverSeed')} value={revealed.serverSeed} />
      <SeedValue label={t('seeds.serverSeedHash')} value={revealed.serverSeedHash} />
      <SeedValue label={t('seeds.clientSeed')} value={revealed.clientSeed} />
      <SeedValue label={t('seeds.betsMade')} value={String(revealed.nonce)} />
    </dl>
  );
}

/** The new client seed's input (empty: the server picks one at random). */
export function ClientSeedInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      id={id}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      placeholder={t('seeds.randomPlaceholder')}
      maxLength={CLIENT_SEED_MAX_LENGTH}
      pattern={CLIENT_SEED_PATTERN}
      title={t('seeds.clientSeedRule')}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
