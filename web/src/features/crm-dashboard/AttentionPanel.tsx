import type { CrmAttention } from '@dropmall/contract';
import { Badge, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ATTENTION_LINKS } from './attentionKinds';

/** "Needs attention": each kind that needs it now, with its count, opening its filtered page. */
export function AttentionPanel({
  items,
  storeId,
  loading,
}: {
  items: CrmAttention[];
  storeId?: number;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('crmDashboard.attention.title')}
      loading={loading}
      data-testid="crm-attention"
    >
      {items.length === 0 ? (
        <Typography.Text type="secondary">{t('crmDashboard.attention.none')}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => (
            <List.Item key={item.kind} data-testid={`crm-attention-${item.kind}`}>
              <Link to={ATTENTION_LINKS[item.kind](storeId)} className="dm-crm-dash__attention">
                <Badge count={item.count} showZero color="#fa541c" overflowCount={999} />
                <span>
                  <Typography.Text strong>{t(`crmDashboard.attention.kinds.${item.kind}`)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {t(`crmDashboard.attention.hints.${item.kind}`, { count: item.count })}
                  </Typography.Text>
                </span>
              </Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
