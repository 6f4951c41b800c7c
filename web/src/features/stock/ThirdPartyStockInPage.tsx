import type { PageProps } from '../../lib/page';
import { DocumentsPage } from './DocumentsPage';
import { THIRD_PARTY_IN } from './documentKinds';

/** /stock/thirdPartyStockIn: goods arriving at the business's own warehouses. */
export default function ThirdPartyStockInPage(props: PageProps) {
  return <DocumentsPage kind={THIRD_PARTY_IN} {...props} />;
}
