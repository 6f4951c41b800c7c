import { LABEL_LAYOUTS, type LabelLayout } from '@dropmall/contract';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** The paper labels print on: an A4 sheet of 3 x 8 (office printer) or one 60 x 40 mm label a page. */
export function LabelLayoutPicker({
  value,
  onChange,
}: {
  value: LabelLayout;
  onChange: (layout: LabelLayout) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange(e.target.value as LabelLayout)}
      options={LABEL_LAYOUTS.map((layout) => ({ value: layout, label: t(`stockFiles.layouts.${layout}`) }))}
      optionType="button"
      data-testid="label-layout"
    />
  );
}
