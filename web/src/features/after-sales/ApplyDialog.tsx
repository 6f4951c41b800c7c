import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, message, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApplyForm } from './ApplyForm';
import {
  afterSaleKeys,
  createAfterSale,
  detailHref,
  fetchOrderInfo,
  fetchReasons,
  type OrderAfterSaleInfo,
} from './api';
import { type ApplyValues, checkApply } from './applyForm';
import './after-sales.css';

interface ApplyDialogProps {
  order: { id: number; orderNo: string };
  open: boolean;
  onClose: () => void;
}

/** Why nothing can be asked now, with a link to the open request when there is one. */
function Blocked({ info, onClose }: { info: OrderAfterSaleInfo; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      data-testid="apply-blocked"
      title={info.blocked}
      description={
        info.openId ? (
          <Link to={detailHref(info.openId)} onClick={onClose} className="dm-after-sale-link">
            {t('afterSales.viewOpen')}
          </Link>
        ) : undefined
      }
    />
  );
}

/** The buyer's "apply for after-sale" dialog of one order. */
export function ApplyDialog({ order, open, onClose }: ApplyDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplyValues>();
  const info = useQuery({
    queryKey: afterSaleKeys.orderInfo(order.id),
    queryFn: () => fetchOrderInfo(order.id),
    enabled: open,
    staleTime: 0,
  });
  const reasons = useQuery({ queryKey: afterSaleKeys.reasons, queryFn: fetchReasons, enabled: open });
  const create = useMutation({
    mutationFn: createAfterSale,
    onSuccess: (made) => {
      void message.success(t('afterSales.applied'));
      void queryClient.invalidateQueries({ queryKey: afterSaleKeys.all });
      onClose();
      navigate(detailHref(made.id));
    },
  });

  useEffect(() => {
    if (open && info.data)
      form.setFieldsValue({
        type: info.data.types[0],
        amount: info.data.refundable,
        vouchers: [],
        // A return sends everything back unless the buyer lowers a quantity.
        returnNums: Object.fromEntries(info.data.items.map((i) => [String(i.orderItemId), i.num])),
      });
  }, [open, info.data, form]);

  const submit = () => {
    if (!info.data) return;
    const checked = checkApply(order.id, form.getFieldsValue(true), info.data.refundable);
    if (!checked.ok) {
      form.setFields(
        Object.entries(checked.errors).map(([name, error]) => ({
          name: name as keyof ApplyValues,
          errors: [error],
        })),
      );
      return;
    }
    create.mutate(checked.input);
  };

  const ready = info.data && reasons.data;
  const blocked = info.data?.blocked ? info.data : null;
  return (
    <Modal
      open={open}
      title={t('afterSales.applyTitle', { no: order.orderNo })}
      onCancel={onClose}
      onOk={submit}
      okText={t('afterSales.submit')}
      cancelText={t('afterSales.close')}
      okButtonProps={{
        disabled: !ready || Boolean(blocked),
        loading: create.isPending,
        'data-testid': 'apply-submit',
      }}
      destroyOnHidden
      width={620}
      data-testid="apply-dialog"
    >
      {!ready ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : blocked ? (
        <Blocked info={blocked} onClose={onClose} />
      ) : (
        <ApplyForm form={form} info={info.data} reasons={reasons.data} />
      )}
    </Modal>
  );
}
