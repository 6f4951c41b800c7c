import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Pagination, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../lib/page';
import { type CouponStatus, couponKeys, fetchMyCoupons } from './api';
import { CouponCard } from './CouponCard';
import './coupons.css';

const STATUSES: CouponStatus[] = ['unused', 'used', 'expired'];

/** /coupon/index: the business's coupons by status; unused ones are offered at checkout. */
export default function MyCouponsPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<CouponStatus>('unused');
  const [current, setCurrent] = useState(1);
  const page = useQuery({
    queryKey: couponKeys.mine(status, current),
    queryFn: () => fetchMyCoupons(status, current),
    placeholderData: keepPreviousData,
  });
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language.startsWith('zh') ? 'zh-CN' : 'en-GB');
  const records = page.data?.records ?? [];

  return (
    <section className="dm-coupons" data-testid="my-coupons">
      <header className="dm-coupons__head">
        <h1>{t(titleKey)}</h1>
        <Link to="/coupon/index2">{t('coupons.toCentre')}</Link>
      </header>
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key as CouponStatus);
          setCurrent(1);
        }}
        items={STATUSES.map((s) => ({ key: s, label: t(`coupons.status_${s}`) }))}
      />
      <Spin spinning={page.isFetching && !page.isPlaceholderData}>
        {records.length === 0 && !page.isLoading ? (
          <Empty description={t(`coupons.none_${status}`)} />
        ) : (
          <div className="dm-coupons__grid">
            {records.map((c) => (
              <CouponCard
                key={c.id}
                testId="my-coupon"
                money={c.money}
                minSpend={c.minSpend}
                title={c.title}
                validity={t('coupons.validUntil', { date: date(c.validTo) })}
                faded={c.status !== 'unused'}
                action={c.status === 'unused' ? null : <Tag>{t(`coupons.status_${c.status}`)}</Tag>}
              />
            ))}
          </div>
        )}
      </Spin>
      {(page.data?.total ?? 0) > 12 ? (
        <Pagination
          current={current}
          pageSize={12}
          total={page.data?.total ?? 0}
          onChange={setCurrent}
          showSizeChanger={false}
        />
      ) : null}
    </section>
  );
}
