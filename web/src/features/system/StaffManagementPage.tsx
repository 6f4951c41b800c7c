import type { PageProps } from '../../lib/page';
import { PeoplePage } from './PeoplePage';

/** /System/staffManagement: a business's staff (spec 001 §6). */
export default function StaffManagementPage({ titleKey }: PageProps) {
  return <PeoplePage titleKey={titleKey} platform={false} />;
}
