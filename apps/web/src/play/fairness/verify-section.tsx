import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../lib/i18n';
import { playCall } from '../lib/play-api';
import { playErrorText, type PlayErrorText } from '../lib/play-errors';
import { verifyJackpotDraw } from '@/lib/verify-jackpot';
import { verifySpin } from '@/lib/verify-spin';
import { sha256Hex } from '@/lib/sha256';
import {
  VERIFY_GAMES,
  verifyRequestOf,
  type BrowserVerifyBody,
  type VerifyGame,
  type VerifyInput,
  type VerifyRequestBody,
} from '../lib/verify-form';
import { OutcomeView } from './outcome-view';
import styles from './fairness-page.module.css';

interface Verified {
  request: VerifyRequestBody | BrowserVerifyBody;
  /** The server's SHA-256 of the seed, and the browser's own (null without Web Crypto). */
  serverHash: string;
  browserHash: string | null;
  outcome: Record<string, unknown>;
}

/** The wheel's sector (and amount), or the jackpot's cell and wheel sector, with the seed's hash. */
async function verifyInBrowser(
  body: BrowserVerifyBody,
): Promise<{ hash: string; outcome: Record<string, unknown> } | null> {
  if (body.game === 'wheel') {
    const spin = await verifySpin(body, body.weights);
    return (
      spin && {
        hash: spin.hash,
        outcome: { sector: spin.sector, amount: body.amounts[spin.sector] ?? null },
      }
    );
  }
  const draw = await verifyJackpotDraw(body, body.cells, body.wheel);
  return (
    draw && {
      hash: draw.hash,
      outcome: {
        cell: draw.cell,
        type: body.cells[draw.cell]!.type,
        wheelSector: draw.wheelSector,
      },
    }
  );
}

/** The verify form and what it recomputes. */
export function VerifySection({
  input,
  onChange,
  commitment,
  autoVerify,
}: {
  input: VerifyInput;
  onChange: (input: VerifyInput) => void;
  /** The hash shown before the bets (after a rotation here), to compare the seed's with. */
  commitment: string | null;
  /** Verify once on arrival (a round's link filled the form). */
  autoVerify: boolean;
}) {
  const [result, setResult] = useState<Verified | null>(null);
  const [error, setError] = useState<PlayErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const autoDone = useRef(false);
  const id = useId();

  const set = (field: keyof VerifyInput) => (value: string) => {
    onChange({ ...input, [field]: value });
  };

  const verify = async () => {
    const checked = verifyRequestOf(input);
    if (!checked.ok) {
      setError({ key: checked.error });
      setResult(null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = checked.body;
      if (body.game === 'wheel' || body.game === 'jackpot') {
        // Neither is a bet of fairVerify's: the browser recomputes them with packages/games'
        // wheelSector and jackpotDraw, from the config the draw was made with.
        const browser = await verifyInBrowser(body);
        if (!browser) {
          setError({ key: 'verify.errorNoCrypto' });
          setResult(null);
          return;
        }
        setResult({
          request: body,
          serverHash: browser.hash,
          browserHash: browser.hash,
          outcome: browser.outcome,
        });
        return;
      }
      const [answer, browserHash] = await Promise.all([
        playCall('anonymous/fairVerify', body),
        sha256Hex(body.serverSeed),
      ]);
      setResult({
        request: body,
        serverHash: answer.serverSeedHash,
        browserHash,
        outcome: answer.outcome,
      });
    } catch (caught) {
      setError(playErrorText(caught));
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!autoVerify || autoDone.current) return;
    autoDone.current = true;
    void verify();
    // Once, on arrival, with the form as the link filled it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoVerify]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify();
  };

  const hash = result?.browserHash ?? result?.serverHash ?? null;

  return (
    <section className={styles.section} aria-labelledby="verify-title">
      <h2 id="verify-title">{t('verify.title')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-game`}>{t('verify.game')}</label>
          <select
            id={`${id}-game`}
            value={input.game}
            onChange={(event) => set('game')(event.target.value as VerifyGame)}
          >
            {VERIFY_GAMES.map((game) => (
              <option key={game} value={game}>
                {t(`games.${game}.name`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-serverSeed`}>{t('verify.serverSeed')}</label>
          <input
            id={`${id}-serverSeed`}
            value={input.serverSeed}
            onChange={(event) => set('serverSeed')(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('verify.serverSeedHint')}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-clientSeed`}>{t('verify.clientSeed')}</label>
          <input
            id={`${id}-clientSeed`}
            value={input.clientSeed}
            onChange={(event) => set('clientSeed')(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className={styles.pair}>
          <div className={styles.field}>
            <label htmlFor={`${id}-nonce`}>{t('verify.nonce')}</label>
            <input
              id={`${id}-nonce`}
              value={input.nonce}
              onChange={(event) => set('nonce')(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
          {input.game === 'mines' && (
            <div className={styles.field}>
              <label htmlFor={`${id}-mines`}>{t('verify.mines')}</label>
              <input
                id={`${id}-mines`}
                value={input.mines}
                onChange={(event) => set('mines')(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
              />
            </div>
          )}
        </div>
        {input.game === 'wheel' && (
          <>
            <div className={styles.field}>
              <label htmlFor={`${id}-weights`}>{t('verify.weights')}</label>
              <input
                id={`${id}-weights`}
                value={input.weights}
                onChange={(event) => set('weights')(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                placeholder={t('verify.weightsHint')}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-amounts`}>{t('verify.amounts')}</label>
              <input
                id={`${id}-amounts`}
                value={input.amounts}
                onChange={(event) => set('amounts')(event.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
          </>
        )}
        {input.game === 'jackpot' && (
          <>
            <ListField
              id={`${id}-cellWeights`}
              label={t('verify.cellWeights')}
              hint={t('verify.cellWeightsHint')}
              value={input.weights}
              onChange={set('weights')}
            />
            <ListField
              id={`${id}-cellTypes`}
              label={t('verify.cellTypes')}
              hint={t('verify.cellTypesHint')}
              value={input.types}
              onChange={set('types')}
            />
            <ListField
              id={`${id}-wheelWeights`}
              label={t('verify.wheelWeights')}
              hint={t('verify.wheelWeightsHint')}
              value={input.wheel}
              onChange={set('wheel')}
            />
          </>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {t(error.key, error.values)}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('verify.submit')}
        </button>
      </form>

      {result && (
        <div className={styles.result} data-testid="verify-result" aria-live="polite">
          <div className={styles.hashBox}>
            <span className={styles.hashLabel}>
              {result.browserHash ? t('verify.browserHash') : t('verify.serverHash')}
            </span>
            <code data-testid="seed-hash">{hash}</code>
            {result.browserHash && result.browserHash !== result.serverHash && (
              <p className={styles.error}>{t('verify.hashMismatch')}</p>
            )}
            {commitment &&
              (hash === commitment ? (
                <p className={styles.match}>{t('verify.commitmentMatch')}</p>
              ) : (
                <p className={styles.error}>{t('verify.commitmentDiffers')}</p>
              ))}
            {!commitment && <p className={styles.note}>{t('verify.compareHint')}</p>}
          </div>
          <OutcomeView
            game={result.request.game}
            outcome={result.outcome}
            sectors={sectorsOf(result.request)}
            cells={result.request.game === 'jackpot' ? result.request.cells.length : undefined}
          />
        </div>
      )}
    </section>
  );
}

const sectorsOf = (request: Verified['request']): number | undefined =>
  request.game === 'wheel'
    ? request.weights.length
    : request.game === 'jackpot'
      ? request.wheel.length
      : undefined;

/** A comma-separated list of the draw's config, with what it is under its label. */
function ListField({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        placeholder={hint}
      />
    </div>
  );
}
