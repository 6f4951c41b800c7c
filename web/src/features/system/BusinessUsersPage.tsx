import type { PageProps } from '../../lib/page';
import { PeoplePage } from './PeoplePage';

/** /System/staffList: for operators, the owners and staff of every business. */
export default function BusinessUsersPage({ titleKey }: PageProps) {
  return <PeoplePage titleKey={titleKey} platform />;
}
