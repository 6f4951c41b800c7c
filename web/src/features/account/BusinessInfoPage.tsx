import { BusinessInfoRequest } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, message, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractText, schemaRule } from '../../lib/formRules';
import { updateUserInfo } from '../../lib/session';
import { CountrySelect } from '../../lib/ui/CountrySelect';
import { PageSpinner } from '../../lib/ui/PageSpinner';
import { AccountSection } from './AccountSection';
import {
  accountKeys,
  type BusinessInfo,
  type BusinessInfoFields,
  getBusinessInfo,
  saveBusinessInfo,
} from './api';

const FIELDS = ['name', 'contactName', 'contactPhone', 'country', 'address', 'storeUrl'] as const;

function ProfileForm({ info }: { info: BusinessInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const shape = BusinessInfoRequest.shape;
  const save = useMutation({
    mutationFn: saveBusinessInfo,
    onSuccess: ({ msg, model }) => {
      void message.success(msg);
      updateUserInfo({ status: model.status }); // the login flow's "profile complete" flag
      queryClient.setQueryData(accountKeys.info, model);
    },
  });
  const label = (field: (typeof FIELDS)[number]) => t(`businessInfo.${field}`);
  const rules = (field: Exclude<(typeof FIELDS)[number], 'storeUrl'>) => [
    { required: true, whitespace: true, message: contractText('required', { field: label(field) }) },
    schemaRule(shape[field]),
  ];

  return (
    <Form<BusinessInfoFields>
      name="businessInfo"
      layout="vertical"
      initialValues={Object.fromEntries(FIELDS.map((f) => [f, info[f]]))}
      onFinish={(fields) => save.mutate(fields)}
    >
      <Form.Item name="name" label={label('name')} rules={rules('name')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="contactName" label={label('contactName')} rules={rules('contactName')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="contactPhone" label={label('contactPhone')} rules={rules('contactPhone')}>
        <Input inputMode="tel" placeholder={t('auth.mobilePlaceholder')} />
      </Form.Item>
      <Form.Item name="country" label={label('country')} rules={rules('country')}>
        <CountrySelect valueBy="name" placeholder={t('businessInfo.countryPlaceholder')} />
      </Form.Item>
      <Form.Item name="address" label={label('address')} rules={rules('address')}>
        <Input.TextArea rows={3} maxLength={255} />
      </Form.Item>
      <Form.Item name="storeUrl" label={label('storeUrl')} rules={[schemaRule(shape.storeUrl)]}>
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={save.isPending}
        data-testid="business-save"
      >
        {t('businessInfo.save')}
      </Button>
    </Form>
  );
}

/** /myCenter/businessInfo: the business profile; completing it sets status 1 (issue 3). */
export default function BusinessInfoPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: accountKeys.info, queryFn: getBusinessInfo });
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <Result status="warning" title={t('account.loadFailed')} />;
  const info = query.data;
  const complete = info.status === 1;

  return (
    <AccountSection title={t('titles.myCenterBusinessInfo')} intro={t('businessInfo.intro')}>
      {!complete && (
        <Alert className="dm-account__block" type="warning" showIcon title={t('businessInfo.incomplete')} />
      )}
      <div className="dm-account__current">
        <span>
          {t('businessInfo.account')} <strong>{info.email}</strong>
          {info.mobile && ` · ${info.mobile}`}
        </span>
        <span className="dm-account__actions">
          <Tag color={complete ? 'success' : 'warning'}>
            {t(complete ? 'businessInfo.complete' : 'businessInfo.incompleteTag')}
          </Tag>
          <Link to="/myCenter/bindMobile" className="dm-account__link">
            {t('businessInfo.changeMobile')}
          </Link>
        </span>
      </div>
      <ProfileForm info={info} />
    </AccountSection>
  );
}
