import type { CouponTemplateAdminItem } from '@dropmall/contract';
import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { Permitted } from '../../lib/permitted';
import type { TemplatePage } from './api';

interface CouponTemplatesTableProps {
  page: TemplatePage | undefined;
  loading: boolean;
  onPage: (current: number, size: number) => void;
  onEdit: (row: CouponTemplateAdminItem) => void;
  onGrant: (row: CouponTemplateAdminItem) => void;
}

/** The templates, newest first: what each is worth, how it is claimed, and how many were issued and used. */
export function CouponTemplatesTable({ page, loading, onPage, onEdit, onGrant }: CouponTemplatesTableProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(zh ? 'zh-CN' : 'en-GB') : t('couponAdmin.noDeadline');
  return (
    <Table<CouponTemplateAdminItem>
      rowKey="id"
      loading={loading}
      dataSource={page?.records ?? []}
      scroll={{ x: 1130 }}
      pagination={{
        current: page?.current ?? 1,
        pageSize: page?.size ?? 10,
        total: page?.total ?? 0,
        showTotal: (total) => t('couponAdmin.total', { count: total }),
        onChange: onPage,
      }}
      columns={[
        {
          title: t('couponAdmin.title'),
          width: 190,
          render: (_, row) => (
            <span className="dm-coupon-admin__titles">
              <strong>{zh ? row.titleZh : row.titleEn}</strong>
              <small>{zh ? row.titleEn : row.titleZh}</small>
            </span>
          ),
        },
        { title: t('couponAdmin.amount'), width: 90, render: (_, row) => formatPrice(row.amount) },
        {
          title: t('couponAdmin.minSpend'),
          width: 110,
          render: (_, row) => (row.minSpend > 0 ? formatPrice(row.minSpend) : t('couponAdmin.noThreshold')),
        },
        { title: t('couponAdmin.validDays'), dataIndex: 'validDays', width: 80 },
        {
          title: t('couponAdmin.claimable'),
          width: 100,
          render: (_, row) =>
            row.claimable ? (
              <Tag color="green">{t('couponAdmin.yes')}</Tag>
            ) : (
              <Tag>{t('couponAdmin.no')}</Tag>
            ),
        },
        { title: t('couponAdmin.perBusiness'), dataIndex: 'perBusiness', width: 100 },
        {
          title: t('couponAdmin.remaining'),
          width: 110,
          render: (_, row) => row.remaining ?? t('couponAdmin.unlimited'),
        },
        { title: t('couponAdmin.claimUntil'), width: 110, render: (_, row) => date(row.claimUntil) },
        {
          title: t('couponAdmin.issuedUsed'),
          width: 100,
          render: (_, row) => `${row.issued} / ${row.used}`,
        },
        {
          title: t('couponAdmin.actions'),
          width: 140,
          fixed: 'right',
          render: (_, row) => (
            <span className="dm-coupon-admin__actions">
              <Permitted label="edit">
                <Button
                  type="link"
                  onClick={() => onEdit(row)}
                  data-testid={`coupon-template-edit-${row.id}`}
                >
                  {t('couponAdmin.edit')}
                </Button>
              </Permitted>
              <Permitted label="grant">
                <Button
                  type="link"
                  onClick={() => onGrant(row)}
                  data-testid={`coupon-template-grant-${row.id}`}
                >
                  {t('couponAdmin.grant')}
                </Button>
              </Permitted>
            </span>
          ),
        },
      ]}
    />
  );
}
