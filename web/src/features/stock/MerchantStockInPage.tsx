import type { PageProps } from '../../lib/page';
import { DocumentsPage } from './DocumentsPage';
import { MERCHANT_IN } from './documentKinds';

/** /stock/merchantStockIn: the business's stock-in documents into any warehouse it may use. */
export default function MerchantStockInPage(props: PageProps) {
  return <DocumentsPage kind={MERCHANT_IN} {...props} />;
}
