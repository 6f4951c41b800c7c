import type { CouponCentreItem } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, message, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../lib/page';
import { claimCoupon, couponKeys, fetchCentre } from './api';
import { CouponCard } from './CouponCard';
import './coupons.css';

/** Why a coupon cannot be claimed now, or null when it can. */
function blocked(c: CouponCentreItem): 'claimedAll' | 'soldOut' | null {
  if (c.claimed >= c.perBusiness) return 'claimedAll';
  if (c.remaining !== null && c.remaining <= 0) return 'soldOut';
  return null;
}

/** /coupon/index2: coupons open to claim; a claimed one joins My Coupons at once. */
export default function CouponCentrePage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const centre = useQuery({ queryKey: couponKeys.centre, queryFn: fetchCentre });
  const claim = useMutation({
    mutationFn: claimCoupon,
    onSuccess: () => void message.success(t('coupons.claimed')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
  const records = centre.data?.records ?? [];

  return (
    <section className="dm-coupons" data-testid="coupon-centre">
      <header className="dm-coupons__head">
        <h1>{t(titleKey)}</h1>
        <Link to="/coupon/index">{t('coupons.toMine')}</Link>
      </header>
      <Spin spinning={centre.isLoading}>
        {records.length === 0 && !centre.isLoading ? (
          <Empty description={t('coupons.centreEmpty')} />
        ) : (
          <div className="dm-coupons__grid">
            {records.map((c) => {
              const reason = blocked(c);
              return (
                <CouponCard
                  key={c.templateId}
                  testId="centre-coupon"
                  money={c.money}
                  minSpend={c.minSpend}
                  title={c.title}
                  validity={[
                    t('coupons.validDays', { count: c.validDays }),
                    c.remaining === null ? null : t('coupons.remaining', { count: c.remaining }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  faded={reason !== null}
                  action={
                    <Button
                      type="primary"
                      disabled={reason !== null}
                      loading={claim.isPending && claim.variables === c.templateId}
                      onClick={() => claim.mutate(c.templateId)}
                    >
                      {reason ? t(`coupons.${reason}`) : t('coupons.claim')}
                    </Button>
                  }
                />
              );
            })}
          </div>
        )}
      </Spin>
    </section>
  );
}
