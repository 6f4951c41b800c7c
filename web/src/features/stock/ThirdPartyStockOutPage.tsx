import type { PageProps } from '../../lib/page';
import { DocumentsPage } from './DocumentsPage';
import { THIRD_PARTY_OUT } from './documentKinds';

/** /stock/thirdPartyStockOut: goods leaving the business's own warehouses, never beyond what is available. */
export default function ThirdPartyStockOutPage(props: PageProps) {
  return <DocumentsPage kind={THIRD_PARTY_OUT} {...props} />;
}
