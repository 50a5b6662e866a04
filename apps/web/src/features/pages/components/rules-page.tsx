import { ButtonLink } from '@/components/button';
import { Page, pageStyles } from '@/components/page';
import { GameWeights } from '@/components/wagering-summary';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useFirstDepositTerms } from '../api/first-deposit-terms';
import { coinText } from '@/lib/coins';

/** The rule sets and how many rules each has (features/pages/strings.en-US.ts `rulesPage`). */
export const RULE_SETS = {
  bonus: 8,
  firstDeposit: 4,
  wagering: 4,
  withdrawals: 4,
  rewards: 4,
} as const;

/**
 * The rules page (`/rules`): bonus money, the first-deposit bonus, wagering and how games count,
 * withdrawals and rewards, in the player's words, with the figures the server serves. The same
 * rules are in docs/rules.md "In the player's words".
 */
export function RulesPage() {
  const { t } = useTranslation();
  const terms = useFirstDepositTerms().data;
  const figures = terms
    ? {
        percent: String(terms.percentBp / 100),
        max: coinText(terms.maxBonus),
        min: coinText(terms.minDeposit),
        multiple: terms.wageringMultiple,
        maxWin: terms.maxWinMultiple,
      }
    : { percent: '—', max: '—', min: '—', multiple: '—', maxWin: '—' };
  return (
    <Page>
      <article className={`${pageStyles.card} ${pageStyles.prose}`} data-testid="rules-page">
        <p>{t('rulesPage.intro')}</p>
        {Object.entries(RULE_SETS).map(([set, count]) => (
          <section key={set} className={pageStyles.prose} aria-labelledby={`rules-${set}`}>
            <h2 id={`rules-${set}`}>{t(`rulesPage.sections.${set}.title`)}</h2>
            <ul>
              {Array.from({ length: count }, (_, i) => (
                <li key={i}>{t(`rulesPage.sections.${set}.rules.${i}`, figures)}</li>
              ))}
            </ul>
            {set === 'wagering' ? <GameWeights /> : null}
          </section>
        ))}
        <ButtonLink to={pathTo('wallets', { name: 'deposit' })}>
          {t('rulesPage.deposit')}
        </ButtonLink>
      </article>
    </Page>
  );
}
