import type { SessionUser } from '@lexa/common';
import { ProfileSection } from '../../profile/components/ProfileSection';
import { RequestsSection } from '../../requests/components/RequestsSection';
import type { SectionKey } from '../dashboard-sections';
import { SectionInPreparation } from './SectionInPreparation';

export interface SectionContentProps {
  section: SectionKey;
  user: SessionUser;
}

export function SectionContent({ section, user }: SectionContentProps) {
  switch (section) {
    case 'my-requests':
      return <RequestsSection scope="mine" />;
    case 'all-requests':
      return <RequestsSection scope="all" />;
    case 'profile':
    case 'admin-profile':
      return <ProfileSection user={user} />;
    default:
      return <SectionInPreparation />;
  }
}
