import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ArtImage } from '@/components/art-image';
import { prefersReducedMotion } from '@/lib/cover';
import { useModalManager } from '@/lib/modal-manager';
import { useActivityClick } from '@/lib/use-activity-click';
import type { Banner } from '../lib/lobby';
import styles from './banner-carousel.module.css';

const ADVANCE_MS = 4500;
const PAUSE_AFTER_TOUCH_MS = 8000;

/** Swipeable banners (native scroll snapping), auto-advancing, with dots. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const pausedUntil = useRef(0);
  const openActivity = useActivityClick();
  const openModal = useModalManager((s) => s.open);

  useEffect(() => {
    if (banners.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => {
      if (Date.now() < pausedUntil.current || document.hidden) return;
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const current = Math.round(el.scrollLeft / el.clientWidth);
      const next = (current + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, ADVANCE_MS);
    return () => clearInterval(timer);
  }, [banners.length]);

  if (banners.length === 0) return null;

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  const open = (banner: Banner) => {
    if (banner.kind === 'activity') openActivity(banner.activity, 'banner');
    else
      openModal({
        key: `banner-notice:${banner.notice.id}`,
        kind: 'notice',
        notice: banner.notice,
      });
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
    >
      <div
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={() => (pausedUntil.current = Date.now() + PAUSE_AFTER_TOUCH_MS)}
      >
        {banners.map((banner, i) => (
          <button
            key={banner.key}
            type="button"
            className={styles.slide}
            onClick={() => open(banner)}
            aria-label={banner.title}
          >
            <ArtImage
              className={styles.art}
              src={banner.image}
              label={banner.title}
              width={720}
              height={300}
              eager={i === 0}
            />
            <span className={styles.caption}>{banner.title}</span>
          </button>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((banner, i) => (
            <span key={banner.key} className={styles.dot} data-current={i === index} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
