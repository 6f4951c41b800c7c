import { imageSize, type ReviewState, type SellerProductRow } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Input, Modal, message, Space, Table, type TableColumnsType, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';
import type { PageProps } from '../../lib/page';
import { Permitted } from '../../lib/permitted';
import { decide, reviewProduct, reviewQueue, sellerKeys } from './api';
import { ProductPreview } from './ProductPreview';
import { ReviewStateTag } from './ReviewStateTag';
import './seller.css';
import { formatDollars } from '../../lib/money';
import { formatTime } from '../../lib/time';

const STATES: readonly ReviewState[] = ['submitted', 'approved', 'rejected'];

/** /System/productReview: operators open a submitted product, approve it (on shelf) or reject it with a reason. */
export default function ProductReviewPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState({ current: 1, size: 10, reviewState: 'submitted' as ReviewState });
  const [open, setOpen] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const list = useQuery({
    queryKey: sellerKeys.review(query),
    queryFn: () => reviewQueue(query),
    placeholderData: keepPreviousData,
  });
  const product = useQuery({
    queryKey: sellerKeys.reviewProduct(open ?? 0),
    queryFn: () => reviewProduct(open ?? 0),
    enabled: open !== null,
  });
  const decision = useMutation({
    mutationFn: (input: { decision: 'approve' | 'reject'; reason?: string }) =>
      decide(open ?? 0, input.decision, input.reason),
    onSuccess: (_, input) => {
      void message.success(
        t(input.decision === 'approve' ? 'sellerProducts.review.approved' : 'sellerProducts.review.rejected'),
      );
      setOpen(null);
      setRejecting(false);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: sellerKeys.reviewAll });
    },
  });

  const columns: TableColumnsType<SellerProductRow> = [
    {
      title: t('sellerProducts.list.product'),
      key: 'product',
      render: (_, p) => (
        <div className="dm-product-cell">
          {p.productUrl && <img src={imageSize(p.productUrl, 100)} alt="" />}
          <Button
            type="link"
            className="dm-product-cell__open"
            onClick={() => setOpen(p.id)}
            data-testid={`review-open-${p.id}`}
          >
            {p.title}
          </Button>
        </div>
      ),
    },
    { title: t('sellerProducts.business'), dataIndex: 'businessName', width: 220, ellipsis: true },
    {
      title: t('sellerProducts.list.price'),
      dataIndex: 'price',
      width: 100,
      render: (v: number) => formatDollars(v),
    },
    {
      title: t('sellerProducts.list.status'),
      key: 'state',
      width: 140,
      render: (_, p) => (
        <>
          <ReviewStateTag state={p.reviewState} status={p.status} />
          {p.rejectReason && <div className="dm-product-cell__reason">{p.rejectReason}</div>}
        </>
      ),
    },
    {
      title: t('sellerProducts.submittedAt'),
      dataIndex: 'submittedAt',
      width: 190,
      render: (v: string) => formatTime(v, '-'),
    },
  ];

  const reasonMissing = !reason.trim();
  return (
    <section className="dm-seller-page">
      <h1 className="dm-seller-page__title">{t(titleKey)}</h1>
      <Tabs
        activeKey={query.reviewState}
        onChange={(state) => setQuery({ ...query, current: 1, reviewState: state as ReviewState })}
        items={STATES.map((state) => ({ key: state, label: t(`sellerProducts.queue.${state}`) }))}
      />
      <Table<SellerProductRow>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showQuickJumper: true,
          showTotal: (total) => t('sellerProducts.list.total', { count: total }),
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
      <Drawer
        open={open !== null}
        size="large"
        title={product.data?.title ?? ''}
        onClose={() => setOpen(null)}
        extra={
          product.data?.reviewState === 'submitted' && (
            <Permitted label="review">
              <Space>
                <Button danger onClick={() => setRejecting(true)} data-testid="review-reject">
                  {t('sellerProducts.review.reject')}
                </Button>
                <Button
                  type="primary"
                  loading={decision.isPending}
                  onClick={() => decision.mutate({ decision: 'approve' })}
                  data-testid="review-approve"
                >
                  {t('sellerProducts.review.approve')}
                </Button>
              </Space>
            </Permitted>
          )
        }
      >
        {product.data && <ProductPreview product={product.data} />}
      </Drawer>
      <Modal
        open={rejecting}
        title={t('sellerProducts.review.rejectTitle')}
        okText={t('sellerProducts.review.reject')}
        okButtonProps={{ danger: true, disabled: reasonMissing }}
        cancelText={t('sellerProducts.list.cancel')}
        confirmLoading={decision.isPending}
        onOk={() => decision.mutate({ decision: 'reject', reason: reason.trim() })}
        onCancel={() => setRejecting(false)}
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          status={reasonMissing ? 'warning' : undefined}
          placeholder={contractText('rejectReasonRequired')}
          data-testid="reject-reason-input"
        />
      </Modal>
    </section>
  );
}
