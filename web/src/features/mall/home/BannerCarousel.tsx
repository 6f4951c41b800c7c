import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Banner, detailPath } from '../api';

/** Home banners (1600 x 500); a banner opens its product (parameterJump is a product id). */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  return (
    <section className="dm-banners" aria-label={t('home.banners')} data-testid="banner-carousel">
      {banners.length > 0 && (
        <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={5000} draggable>
          {banners.map((banner, index) => (
            <Link
              key={banner.id}
              to={detailPath(banner.parameterJump)}
              className="dm-banners__slide"
              data-testid="banner-slide"
            >
              <img
                src={banner.imgUrl}
                alt={t('home.bannerAlt', { n: index + 1 })}
                width={1600}
                height={500}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </Link>
          ))}
        </Carousel>
      )}
    </section>
  );
}
