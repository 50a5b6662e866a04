import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import type { ConfigSectionState } from '@lobby/contract/console-config';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { allows, useStaff } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import { configSectionsQuery, sectionsQueryKey } from './api/config-sections';
import { SectionEditor } from './section-editor';
import styles from './config.module.css';

/**
 * /config/<section>: the editable sections (each marked when the role may only read it) and
 * the chosen one's editor; every save is a new revision (the Revisions page).
 */
export function ConfigPage() {
  useTitle(t('config.title'));
  const { section: name } = useParams();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const sections = useQuery(configSectionsQuery());
  const current = sections.data?.sections.find((s) => s.name === name);

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: sectionsQueryKey });
    setGeneration((g) => g + 1);
  };

  return (
    <section className={ui.panel} aria-labelledby="config-heading">
      <div className={ui.head}>
        <h1 id="config-heading">{t('config.title')}</h1>
        <Link to="/config/revisions" className={ui.button}>
          {t('config.revisionsLink')}
        </Link>
      </div>
      {sections.isError ? (
        <ErrorBox error={sections.error} onRetry={() => void sections.refetch()} />
      ) : !sections.data ? (
        <Loading />
      ) : (
        <div className={styles.layout}>
          <nav aria-label={t('config.sectionsLabel')}>
            <ul className={styles.sectionList}>
              {sections.data.sections.map((s) => (
                <li key={s.name}>
                  <NavLink
                    to={`/config/${s.name}`}
                    className={styles.sectionLink}
                    data-testid="config-section-link"
                  >
                    {t(`config.sections.${s.name}`)}
                    {allows(staff, s.permission) ? null : (
                      <span className={ui.sub}>{t('config.readOnlyMark')}</span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.editor}>
            {current ? (
              <Editor
                key={`${current.name}:${generation}`}
                section={current}
                canSave={allows(staff, current.permission)}
                onReload={() => void reload()}
              />
            ) : (
              <p className={ui.muted}>{t('config.pick')}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function Editor(props: { section: ConfigSectionState; canSave: boolean; onReload: () => void }) {
  const { section } = props;
  return (
    <>
      <h2>{t(`config.sections.${section.name}`)}</h2>
      <p className={ui.muted}>
        {t(`config.documents.${section.document}`)} ·{' '}
        {t('config.revision', { revision: section.revision })}
      </p>
      <SectionEditor {...props} />
    </>
  );
}
