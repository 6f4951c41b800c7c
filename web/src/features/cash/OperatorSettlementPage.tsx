import type { PageProps } from '../../lib/page';
import { SettlementPage } from './PaymentSettlementPage';

/** /System/paymentSettlement: every seller's statements, for operators. */
export default function OperatorSettlementPage(props: PageProps) {
  return <SettlementPage {...props} operator />;
}
