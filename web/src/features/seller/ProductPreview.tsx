import { formatDimensions, imageSize, VARIANT_COLUMNS } from '@dropmall/contract';
import { Descriptions, Image, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../lib/countries';
import { formatDollars } from '../../lib/money';
import type { StoredProduct } from './api';
import { fieldLabelKey } from './labels';
import { ReviewStateTag } from './ReviewStateTag';

/** A product as its seller submitted it: what the seller's "more" page and the operators' review show. */
export function ProductPreview({ product }: { product: StoredProduct }) {
  const { t } = useTranslation();
  const columns = VARIANT_COLUMNS.filter((c) => c in product.mallSpecTop);
  const gallery = (list: { imgUrl: string }[]) => (
    <Image.PreviewGroup>
      <div className="dm-preview__images">
        {list.map((i) => (
          <Image
            key={i.imgUrl + Math.random()}
            src={imageSize(i.imgUrl, 100)}
            preview={{ src: i.imgUrl }}
            width={72}
            height={72}
          />
        ))}
      </div>
    </Image.PreviewGroup>
  );
  const field = (key: string) => t(fieldLabelKey(key));
  const countries = useCountries();
  const origin = countries.data?.find((c) => c.code === product.originCountryCode)?.dicValue;
  const centimetres = (v: string) => (v === '' ? null : Number(v));
  const size = formatDimensions({
    lengthCm: centimetres(product.lengthCm),
    widthCm: centimetres(product.widthCm),
    heightCm: centimetres(product.heightCm),
  });

  return (
    <div className="dm-preview" data-testid="product-preview">
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={field('title')} span={2}>
          {product.title}
        </Descriptions.Item>
        <Descriptions.Item label="SKU">{product.sku}</Descriptions.Item>
        <Descriptions.Item label={t('sellerProducts.list.status')}>
          <ReviewStateTag state={product.reviewState} status={product.status} />
        </Descriptions.Item>
        {product.rejectReason ? (
          <Descriptions.Item label={t('sellerProducts.rejectReason')} span={2}>
            {product.rejectReason}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('sellerProducts.business')}>{product.businessName}</Descriptions.Item>
        <Descriptions.Item label={field('pp')}>{product.pp}</Descriptions.Item>
        <Descriptions.Item label={field('shortTitle')}>{product.shortTitle}</Descriptions.Item>
        <Descriptions.Item label={field('keywords')}>{product.keywords || '-'}</Descriptions.Item>
        <Descriptions.Item label={field('underlinedPrice')}>
          {formatDollars(product.underlinedPrice)}
        </Descriptions.Item>
        <Descriptions.Item label={field('price')}>{formatDollars(product.price)}</Descriptions.Item>
        <Descriptions.Item label={field('xgNum')}>{product.xgNum || '-'}</Descriptions.Item>
        <Descriptions.Item label={field('intro')}>{product.intro || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.weight')}>
          {t('detail.grams', { grams: product.weightGrams })}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.size')}>{size ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={field('sendDays')}>{product.sendDays ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={field('freightPrice')}>
          {formatDollars(product.freightPrice)}
        </Descriptions.Item>
        <Descriptions.Item label={field('originCountryCode')}>
          {product.originCountryCode ? `${origin ?? ''} (${product.originCountryCode})`.trim() : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={field('hsCode')}>{product.hsCode || '-'}</Descriptions.Item>
        <Descriptions.Item label={field('declareNameZh')}>{product.declareNameZh || '-'}</Descriptions.Item>
        <Descriptions.Item label={field('declareNameEn')}>{product.declareNameEn || '-'}</Descriptions.Item>
        <Descriptions.Item label={field('productUrl')} span={2}>
          {gallery([{ imgUrl: product.productUrl }])}
        </Descriptions.Item>
        <Descriptions.Item label={field('banners')} span={2}>
          {gallery(product.mallProductDetailBannerList)}
        </Descriptions.Item>
        <Descriptions.Item label={field('details')} span={2}>
          {gallery(product.mallProductDetailImgsList)}
        </Descriptions.Item>
        {product.videoUrl ? (
          <Descriptions.Item label={field('videoUrl')} span={2}>
            {/* biome-ignore lint/a11y/useMediaCaption: sellers' product videos have no captions */}
            <video src={product.videoUrl} poster={product.videoPicUrl} controls width={240} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Table
        className="dm-preview__variants"
        size="small"
        rowKey={(r) => String(r.cols1)}
        pagination={false}
        dataSource={product.mallSpecDataList}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('sellerProducts.variants.image'),
            key: 'img',
            render: (_, r) => <Image src={imageSize(String(r.cols2), 100)} width={40} height={40} />,
          },
          ...columns.map((c) => ({ title: product.mallSpecTop[c], dataIndex: c, key: c })),
          { title: t('sellerProducts.variants.articleNumber'), dataIndex: 'articleNumber' },
          { title: t('sellerProducts.variants.stock'), dataIndex: 'kc' },
          {
            title: t('sellerProducts.variants.price'),
            dataIndex: 'price',
            render: (v) => formatDollars(v),
          },
          {
            title: t('sellerProducts.variants.xyPrice'),
            dataIndex: 'xyPrice',
            render: (v) => formatDollars(v),
          },
        ]}
      />
      {/* The description was sanitized by the server before it was stored. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitize-html) */}
      <div className="dm-preview__description" dangerouslySetInnerHTML={{ __html: product.description }} />
    </div>
  );
}
