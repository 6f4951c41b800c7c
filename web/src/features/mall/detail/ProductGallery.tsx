import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { GALLERY_THUMBNAILS, imageSize } from '@dropmall/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { galleryPicture } from '../pictures';

interface ProductGalleryProps {
  title: string;
  /** The product's pictures (800 px). */
  images: string[];
  /** A picture shown instead of the chosen thumbnail: the chosen variant's. */
  override: string | null;
  /** The user picked a thumbnail: the owner stops showing the override. */
  onThumb: () => void;
}

/** The big picture and a strip of thumbnails, 5 visible at a time with arrows (spec 000 §2, §9). */
export function ProductGallery({ title, images, override, onThumb }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [start, setStart] = useState(0);
  const main = override ?? images[active] ?? images[0] ?? '';
  const lastStart = Math.max(0, images.length - GALLERY_THUMBNAILS);
  const pick = (index: number) => {
    setActive(index);
    onThumb();
  };

  return (
    <div className="dm-gallery">
      <div className="dm-gallery__main">
        {main && (
          <img src={galleryPicture(main)} alt={title} width={800} height={800} data-testid="gallery-main" />
        )}
      </div>
      <div className="dm-gallery__strip">
        <button
          type="button"
          className="dm-gallery__arrow"
          aria-label={t('detail.previousPictures')}
          disabled={start === 0}
          onClick={() => setStart((s) => Math.max(0, s - 1))}
        >
          <LeftOutlined />
        </button>
        <ul className="dm-gallery__thumbs" data-testid="gallery-thumbs">
          {images.slice(start, start + GALLERY_THUMBNAILS).map((url, offset) => {
            const index = start + offset;
            const current = override ? url === override : index === active;
            return (
              <li key={url}>
                <button
                  type="button"
                  className={current ? 'dm-gallery__thumb is-active' : 'dm-gallery__thumb'}
                  aria-label={t('detail.picture', { n: index + 1, total: images.length })}
                  aria-current={current}
                  onMouseEnter={() => pick(index)}
                  onClick={() => pick(index)}
                >
                  <img src={imageSize(url, 100)} alt="" width={100} height={100} />
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="dm-gallery__arrow"
          aria-label={t('detail.nextPictures')}
          disabled={start >= lastStart}
          onClick={() => setStart((s) => Math.min(lastStart, s + 1))}
        >
          <RightOutlined />
        </button>
      </div>
    </div>
  );
}
