import type { SessionUser } from '@lexa/common';
import { StaffChatsTab, StaffFilesTab, StaffMessagesTab, StaffRequestList } from '@lexa/common/staff';
import { AssistantSection } from '../../assistant/components/AssistantSection';
import { DraftSection } from '../../documents/components/DraftSection';
import { FilesSection } from '../../files/components/FilesSection';
import { MessagesSection } from '../../messages/components/MessagesSection';
import { ReviewSection } from '../../documents/components/ReviewSection';
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
      return <RequestsSection />;
    case 'all-requests':
      return <StaffRequestList />;
    case 'messages':
      // Admins get the staff Messages tab (the admin console's own), clients their conversation.
      return user.isAdmin ? <StaffMessagesTab /> : <MessagesSection user={user} />;
    case 'chat-sessions':
      return <StaffChatsTab />;
    case 'my-files':
      return <FilesSection />;
    case 'all-files':
      return <StaffFilesTab />;
    case 'review':
      return <ReviewSection />;
    case 'draft':
      return <DraftSection />;
    case 'assistant':
      return <AssistantSection user={user} />;
    case 'profile':
    case 'admin-profile':
      return <ProfileSection user={user} />;
    default:
      return <SectionInPreparation />;
  }
}
