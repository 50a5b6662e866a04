import type { ReactNode } from 'react';
import type { AppConfig } from '@lobby/contract/app-config';
import { ArtImage } from './art-image';
import { pageStyles } from './page';

/** The operator's social media accounts from config, each opening in a new tab. */
export function SocialLinks({
  links,
  iconSize,
  iconRadius,
  trailing,
}: {
  links: AppConfig['socialMedia'];
  iconSize: number;
  iconRadius: number;
  trailing: ReactNode;
}) {
  return (
    <div className={pageStyles.list}>
      {links.map((s) => (
        <a
          key={s.id}
          className={pageStyles.row}
          href={s.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ArtImage
            src={s.icon}
            label={s.name}
            width={iconSize}
            height={iconSize}
            style={{ width: iconSize, height: iconSize, borderRadius: iconRadius }}
          />
          <span className={pageStyles.rowMain}>
            <span className={pageStyles.rowTitle}>{s.name}</span>
          </span>
          {trailing}
        </a>
      ))}
    </div>
  );
}
