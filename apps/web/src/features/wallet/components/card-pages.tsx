import { useTranslation } from '../../../i18n/use-translation';
import { ArtImage } from '../../../components/art-image';
import { ConfigGate } from '../../../components/config-gate';
import { EmptyState } from '../../../components/empty-state';
import { Page, pageStyles } from '../../../components/page';

export function CardListPage() {
  const { t } = useTranslation();
  return <EmptyState icon="wallet" title={t('wallet.cardsTitle')} text={t('wallet.cardsText')} />;
}

/** Adding a receiving account: the banks the operator supports, from config. */
export function CardEditPage() {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => (
        <Page>
          <p className={pageStyles.muted}>{t('wallet.cardEditText')}</p>
          <h2 className={pageStyles.cardTitle}>{t('wallet.banks')}</h2>
          <div className={pageStyles.list}>
            {[...config.banks]
              .sort((a, b) => a.sort - b.sort)
              .map((bank) => (
                <div key={bank.id} className={pageStyles.row}>
                  <ArtImage
                    src={bank.icon}
                    label={bank.name}
                    width={32}
                    height={32}
                    style={{ width: 32, height: 32, borderRadius: 8 }}
                  />
                  <span className={pageStyles.rowMain}>
                    <span className={pageStyles.rowTitle}>{bank.name}</span>
                  </span>
                </div>
              ))}
          </div>
        </Page>
      )}
    </ConfigGate>
  );
}
