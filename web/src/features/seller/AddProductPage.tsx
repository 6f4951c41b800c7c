import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Radio, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../lib/page';
import { showError } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/ui/useDocumentTitle';
import { ownProduct, sellerKeys, sellerLists } from './api';
import { ProductBasics } from './ProductBasics';
import { ProductLogistics } from './ProductLogistics';
import { ProductMedia } from './ProductMedia';
import { emptyProduct, type ProductFormValues, toFormValues } from './productForm';
import { RichTextEditor } from './RichTextEditor';
import { useProductSubmit } from './useProductSubmit';
import { VariantEditor } from './VariantEditor';
import './seller.css';

/**
 * /AddProduct (and the business centre's entry): every field of the seller product submission, the variant
 * editor and 'submit for review'. `?id=` edits one of the seller's products through the same page.
 */
export default function AddProductPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const [form] = Form.useForm<ProductFormValues>();
  const lists = useQuery({ queryKey: sellerKeys.lists, queryFn: sellerLists, staleTime: 60_000 });
  const stored = useQuery({
    queryKey: sellerKeys.product(id ?? 0),
    queryFn: () => ownProduct(id ?? 0),
    enabled: Boolean(id),
  });
  const { submit, saving, variantErrors } = useProductSubmit(form, id);

  useEffect(() => {
    if (stored.data) form.setFieldsValue(toFormValues(stored.data));
  }, [stored.data, form]);

  if (id && stored.isPending) return <Spin className="dm-product-form__spin" />;

  return (
    <main className="dm-product-form">
      <h1 className="dm-product-form__title">{t(id ? 'sellerProducts.editTitle' : titleKey)}</h1>
      {stored.data?.reviewState === 'rejected' && (
        <Alert
          type="error"
          showIcon
          className="dm-product-form__alert"
          title={t('sellerProducts.rejected', { reason: stored.data.rejectReason })}
          data-testid="reject-reason"
        />
      )}
      <Form<ProductFormValues>
        form={form}
        name="product"
        layout="vertical"
        initialValues={emptyProduct()}
        onFinish={submit}
        onFinishFailed={({ errorFields }) => {
          const first = errorFields[0]?.errors[0];
          if (first) showError(first);
        }}
        scrollToFirstError
      >
        <section className="dm-product-form__section">
          <h2>{t('sellerProducts.sections.basics')}</h2>
          <ProductBasics lists={lists.data} />
        </section>
        <section className="dm-product-form__section">
          <h2>{t('sellerProducts.sections.media')}</h2>
          <ProductMedia />
        </section>
        <section className="dm-product-form__section">
          <h2>{t('sellerProducts.sections.variants')}</h2>
          <Form.Item name="spec" noStyle>
            <VariantEditor errors={variantErrors} />
          </Form.Item>
        </section>
        <section className="dm-product-form__section">
          <h2>{t('sellerProducts.sections.logistics')}</h2>
          <ProductLogistics />
        </section>
        <section className="dm-product-form__section">
          <h2>{t('sellerProducts.sections.description')}</h2>
          <Form.Item name="description" noStyle>
            <RichTextEditor />
          </Form.Item>
        </section>
        <div className="dm-product-form__submit">
          <span>{t('sellerProducts.fields.status')}</span>
          {/* Spec 000 §4: the only status offered on add is 2, off shelf. */}
          <Radio.Group value={2} options={[{ value: 2, label: t('sellerProducts.offShelf') }]} />
          <span className="dm-product-form__tip">{t('sellerProducts.statusOffShelf')}</span>
          <Button type="primary" htmlType="submit" size="large" loading={saving} data-testid="submit-product">
            {t('sellerProducts.submit')}
          </Button>
        </div>
      </Form>
    </main>
  );
}
