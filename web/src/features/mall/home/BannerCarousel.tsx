import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReducedMotion } from '../../../lib/useReducedMotion';
import { type Banner, detailPath } from '../api';

/** Each banner shows this long before the next; the active dot fills over the same time. */
export const BANNER_INTERVAL_MS = 5000;
/** A horizontal drag longer than this moves one banner (and is not a click on it). */
const SWIPE_PX = 40;

/**
 * Home banners (1600 x 500); a banner opens its product (parameterJump is a product id). A small carousel of
 * our own rather than antd's (react-slick, 12 KB on the home page's first load): it slides every 5 s, stops
 * while pointed at or focused, follows a swipe, and has a dot (a button) per banner. The first picture is the
 * page's largest paint, so it is fetched first and at once.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const drag = useRef<{ x: number; moved: boolean } | null>(null);
  const count = banners.length;
  const shown = count > 0 ? current % count : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the wait after every move (a dot clicked)
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setCurrent((n) => (n + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [paused, count, current]);

  const go = (delta: number) => setCurrent((n) => (n + delta + count) % count);
  const onPointerDown = (event: PointerEvent) => {
    drag.current = { x: event.clientX, moved: false };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX) {
      start.moved = true;
      go(dx < 0 ? 1 : -1);
    }
  };
  // A drag that moved a banner does not also open it.
  const onClickCapture = (event: MouseEvent) => {
    if (drag.current?.moved) event.preventDefault();
    drag.current = null;
  };

  return (
    <section
      className="dm-banners"
      aria-label={t('home.banners')}
      aria-roledescription="carousel"
      data-testid="banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {count > 0 && (
        <>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a swipe is a pointer convenience; the dots are the buttons */}
          <div
            className={reducedMotion ? 'dm-banners__track' : 'dm-banners__track is-animated'}
            style={{ transform: `translateX(-${shown * 100}%)` }}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onClickCapture={onClickCapture}
            onDragStart={(event) => event.preventDefault()}
          >
            {banners.map((banner, index) => (
              <Link
                key={banner.id}
                to={detailPath(banner.parameterJump)}
                className={index === shown ? 'dm-banners__slide is-active' : 'dm-banners__slide'}
                aria-hidden={index !== shown}
                tabIndex={index === shown ? undefined : -1}
                data-testid="banner-slide"
              >
                <img
                  src={banner.imgUrl}
                  alt={t('home.bannerAlt', { n: index + 1 })}
                  width={1600}
                  height={500}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  draggable={false}
                />
              </Link>
            ))}
          </div>
          {count > 1 && (
            <div className="dm-banners__dots">
              {banners.map((banner, index) => (
                <button
                  key={banner.id}
                  type="button"
                  className={index === shown ? 'dm-banners__dot is-active' : 'dm-banners__dot'}
                  aria-label={t('home.bannerDot', { n: index + 1 })}
                  aria-current={index === shown}
                  onClick={() => setCurrent(index)}
                >
                  {/* Fills over the banner's time, from the start again after a pause (as the timer does). */}
                  {index === shown && (
                    <span key={`${current}:${paused}`} className={paused ? 'is-paused' : undefined} />
                  )}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
