import { imageSize } from '@dropmall/contract';
import { useTranslation } from 'react-i18next';

interface ProductDescriptionProps {
  /** Rich text the server sanitized before storing it. */
  html: string;
  images: string[];
}

/** The rich-text description and the detail pictures (spec 000 §2). */
export function ProductDescription({ html, images }: ProductDescriptionProps) {
  const { t } = useTranslation();
  return (
    <section className="dm-description" aria-labelledby="dm-description-title">
      <h2 id="dm-description-title" className="dm-description__title">
        {t('detail.description')}
      </h2>
      {html && (
        <div
          className="dm-description__html"
          data-testid="product-description"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server before it was stored
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
      <div className="dm-description__images">
        {images.map((url) => (
          <img key={url} src={imageSize(url, 800)} alt="" loading="lazy" width={800} height={800} />
        ))}
      </div>
    </section>
  );
}
