import type { CouponTemplateAdminItem } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { Permitted } from '../../lib/permitted';
import { couponTemplateKeys, fetchTemplates, grantCoupon, saveTemplate, type TemplateDraft } from './api';
import { CouponTemplateModal } from './CouponTemplateModal';
import { CouponTemplatesTable } from './CouponTemplatesTable';
import { GrantCouponModal } from './GrantCouponModal';
import './coupon-admin.css';

/**
 * /System/couponTemplates (operators): the coupons of the coupon centre. Button 'edit' adds and edits a
 * template (issued coupons keep their terms); 'grant' gives one coupon to a business, with a message.
 */
export default function CouponTemplatesPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [editing, setEditing] = useState<TemplateDraft | null | undefined>(undefined);
  const [granting, setGranting] = useState<CouponTemplateAdminItem | undefined>(undefined);
  const templates = useQuery({
    queryKey: couponTemplateKeys.page(paging.current, paging.size),
    queryFn: () => fetchTemplates(paging.current, paging.size),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: couponTemplateKeys.all });
  const save = useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => {
      void message.success(t('couponAdmin.saved'));
      setEditing(undefined);
      void refresh();
    },
  });
  const grant = useMutation({
    mutationFn: (business: string) => grantCoupon(granting?.id ?? 0, business),
    onSuccess: (given) => {
      void message.success(t('couponAdmin.granted', { businessId: given.businessId }));
      setGranting(undefined);
      void refresh();
    },
  });
  const zh = i18n.language.startsWith('zh');

  return (
    <section className="dm-coupon-admin" data-testid="coupon-templates">
      <header className="dm-coupon-admin__head">
        <h1>{t(titleKey)}</h1>
        <Permitted label="edit">
          <Button type="primary" onClick={() => setEditing(null)} data-testid="coupon-template-add">
            {t('couponAdmin.add')}
          </Button>
        </Permitted>
      </header>
      <CouponTemplatesTable
        page={templates.data}
        loading={templates.isLoading}
        onPage={(current, size) => setPaging({ current, size })}
        onEdit={(row) => setEditing(row)}
        onGrant={setGranting}
      />
      <CouponTemplateModal
        editing={editing}
        saving={save.isPending}
        onSave={(draft) => save.mutate(draft)}
        onCancel={() => setEditing(undefined)}
      />
      <GrantCouponModal
        title={granting && (zh ? granting.titleZh : granting.titleEn)}
        granting={grant.isPending}
        onGrant={(business) => grant.mutate(business)}
        onCancel={() => setGranting(undefined)}
      />
    </section>
  );
}
