import type { LabelLayout } from '@dropmall/contract';
import { useMutation } from '@tanstack/react-query';
import { Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/saveFile';
import { downloadDocumentLabels } from './files-api';
import { LabelLayoutPicker } from './LabelOptions';

interface Props {
  /** The document (null: closed). */
  doc: { id: number; docNo: string; totalQuantity: number; lineCount: number } | null;
  onClose: () => void;
}

/** Barcode labels of a stock-in's lines as a PDF: one a piece (to stick on each) or one a line (a shelf tag). */
export function DocumentLabelsModal({ doc, onClose }: Props) {
  const { t } = useTranslation();
  const [per, setPer] = useState<'unit' | 'line'>('unit');
  const [layout, setLayout] = useState<LabelLayout>('sheet');
  const print = useMutation({
    mutationFn: async () => {
      if (!doc) return;
      saveFile(await downloadDocumentLabels(doc.id, per, layout), `labels-${doc.docNo}.pdf`);
      onClose();
    },
  });
  return (
    <Modal
      open={doc !== null}
      title={t('stockFiles.labelsTitle')}
      okText={t('stockFiles.downloadPdf')}
      cancelText={t('stock.cancel')}
      okButtonProps={{ loading: print.isPending, id: 'labels-download' }}
      onOk={() => print.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('stockFiles.howMany')}>
          <Radio.Group
            value={per}
            onChange={(e) => setPer(e.target.value)}
            options={[
              { value: 'unit', label: t('stockFiles.perUnit', { count: doc?.totalQuantity ?? 0 }) },
              { value: 'line', label: t('stockFiles.perLine', { count: doc?.lineCount ?? 0 }) },
            ]}
            data-testid="labels-per"
          />
        </Form.Item>
        <Form.Item label={t('stockFiles.paper')}>
          <LabelLayoutPicker value={layout} onChange={setLayout} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
