import { DISPLAY_IMAGE_TIP_BYTES, PRODUCT_IMAGE_MAX_BYTES } from '@dropmall/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';
import { UploadControl } from '../../lib/ui/UploadControl';
import { ImageListField } from './ImageListField';

/** Display image, carousel and detail pictures, the video and its cover. */
export function ProductMedia() {
  const { t } = useTranslation();
  const required = (key: 'displayImageRequired' | 'bannerRequired' | 'detailRequired') => ({
    validator: async (_r: unknown, value: unknown) => {
      const missing = Array.isArray(value) ? !value.some((i) => i.invalid === 0) : !value;
      if (missing) throw new Error(contractText(key));
    },
  });
  const tip = (text: string) => <span className="dm-product-form__tip">{text}</span>;

  return (
    <div className="dm-product-form__media">
      <Form.Item
        name="productUrl"
        label={t('sellerProducts.fields.productUrl')}
        extra={tip(t('sellerProducts.tips.display', { kb: DISPLAY_IMAGE_TIP_BYTES / 1024 }))}
        required
        rules={[required('displayImageRequired')]}
      >
        <UploadControl
          maxBytes={PRODUCT_IMAGE_MAX_BYTES}
          scope="product"
          deletable
          deleteTips
          testId="display-image"
        />
      </Form.Item>
      <Form.Item
        name="banners"
        label={t('sellerProducts.fields.banners')}
        extra={tip(t('sellerProducts.tips.list'))}
        required
        rules={[required('bannerRequired')]}
      >
        <ImageListField testId="banners" />
      </Form.Item>
      <Form.Item
        name="details"
        label={t('sellerProducts.fields.details')}
        extra={tip(t('sellerProducts.tips.list'))}
        required
        rules={[required('detailRequired')]}
      >
        <ImageListField testId="details" />
      </Form.Item>
      <div className="dm-product-form__video">
        <Form.Item
          name="videoUrl"
          label={t('sellerProducts.fields.videoUrl')}
          extra={tip(t('sellerProducts.tips.video'))}
        >
          <UploadControl kind="video" deletable deleteTips testId="video" />
        </Form.Item>
        <Form.Item name="videoPicUrl" label={t('sellerProducts.fields.videoPicUrl')}>
          <UploadControl
            maxBytes={PRODUCT_IMAGE_MAX_BYTES}
            scope="product"
            deletable
            deleteTips
            testId="video-cover"
          />
        </Form.Item>
      </div>
    </div>
  );
}
