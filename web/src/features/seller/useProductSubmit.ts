import { isMessageKey } from '@dropmall/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contractText } from '../../lib/formRules';
import { ApiError } from '../../lib/http';
import { showError } from '../../lib/toast';
import { saveProduct, sellerKeys } from './api';
import { fieldLabelKey } from './labels';
import { checkSubmission, formFieldOf, type ProductFormValues, toSubmission } from './productForm';

/**
 * Submit for review: the contract's rules first (the server runs the same), each broken one shown at its
 * field; then POST /product/save and on to /businessCenter/product.
 */
export function useProductSubmit(form: FormInstance<ProductFormValues>, id: number | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [variantErrors, setVariantErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const textOf = (key: string, field: string) =>
    isMessageKey(key) ? contractText(key, { field: t(fieldLabelKey(field)) }) : key;

  async function submit(values: ProductFormValues) {
    const body = toSubmission(values, id);
    const problems = checkSubmission(body);
    const variant: Record<string, string> = {};
    const byField = new Map<string, string>();
    for (const p of problems) {
      const field = formFieldOf(p.path);
      const text = textOf(p.key, String(p.path[0] ?? field));
      if (field === 'spec') variant[p.path.join('.')] = text;
      else if (!byField.has(field)) byField.set(field, text);
    }
    setVariantErrors(variant);
    form.setFields(
      [...byField].map(([name, text]) => ({ name: name as keyof ProductFormValues, errors: [text] })),
    );
    const first = problems[0];
    if (first) return showError(textOf(first.key, String(first.path[0] ?? '')));
    setSaving(true);
    try {
      await saveProduct(body);
      void message.success(t('sellerProducts.submitted'));
      await queryClient.invalidateQueries({ queryKey: sellerKeys.productsAll });
      navigate('/businessCenter/product');
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'server') showError(error.message);
    } finally {
      setSaving(false);
    }
  }

  return { submit, saving, variantErrors };
}
