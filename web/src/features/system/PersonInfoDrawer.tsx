import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTimeMedium as formatTime } from '../../lib/time';
import { PageSpinner } from '../../lib/ui/PageSpinner';
import { personInfo, systemKeys } from './api';

/** The details of one business user (GET /businessUser/info). */
export function PersonInfoDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: systemKeys.person(id ?? 0),
    queryFn: () => personInfo(id ?? 0),
    enabled: id !== null,
  });
  const person = info.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('staff.details')} destroyOnHidden>
      {!person ? (
        <PageSpinner />
      ) : (
        <Descriptions column={1} bordered size="small" data-testid="person-details">
          <Descriptions.Item label={t('staff.name')}>{person.name}</Descriptions.Item>
          <Descriptions.Item label={t('staff.email')}>{person.email}</Descriptions.Item>
          <Descriptions.Item label={t('staff.mobile')}>{person.mobile || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('staff.business')}>{person.businessName}</Descriptions.Item>
          <Descriptions.Item label={t('staff.role')}>
            {person.isOwner ? <Tag color="orange">{t('staff.owner')}</Tag> : person.roleName || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('staff.state')}>{t(`staff.states.${person.state}`)}</Descriptions.Item>
          <Descriptions.Item label={t('staff.createdAt')}>{formatTime(person.createdAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
