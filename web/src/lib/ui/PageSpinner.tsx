import { Spin } from 'antd';

/** Shown while a page's code chunk loads. */
export function PageSpinner() {
  return (
    <div className="dm-page-spinner">
      <Spin size="large" />
    </div>
  );
}
