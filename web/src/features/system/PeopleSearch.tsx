import { SearchOutlined } from '@ant-design/icons';
import { ACCOUNT_STATE_FILTERS, type AccountState } from '@dropmall/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PeopleFilter {
  keyword?: string;
  state?: AccountState;
}

interface PeopleSearchProps {
  name: string;
  placeholder: string;
  onSearch: (filter: PeopleFilter) => void;
}

/** The search above a list of people (staff, business users, operators): a keyword and an account state. */
export function PeopleSearch({ name, placeholder, onSearch }: PeopleSearchProps) {
  const { t } = useTranslation();
  return (
    <Form
      layout="inline"
      name={name}
      onFinish={(values: PeopleFilter) =>
        onSearch({ keyword: values.keyword?.trim() || undefined, state: values.state })
      }
    >
      <Form.Item name="keyword">
        <Input allowClear maxLength={100} placeholder={placeholder} />
      </Form.Item>
      <Form.Item name="state">
        <Select
          allowClear
          placeholder={t('staff.state')}
          aria-label={t('staff.state')}
          style={{ width: 140 }}
          options={ACCOUNT_STATE_FILTERS.map((state) => ({
            value: state,
            label: t(`staff.states.${state}`),
          }))}
        />
      </Form.Item>
      <Button htmlType="submit" icon={<SearchOutlined />}>
        {t('system.search')}
      </Button>
    </Form>
  );
}
