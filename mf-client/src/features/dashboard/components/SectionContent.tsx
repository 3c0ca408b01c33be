import { lazy, Suspense } from 'react';
import type { SessionUser } from '@lexa/common';
import { ScreenLoading } from '@lexa/common/ui';
import { RequestsSection } from '../../requests/components/RequestsSection';
import type { SectionKey } from '../dashboard-sections';
import { SectionInPreparation } from './SectionInPreparation';

// The section a client opens on ships with the page; every other one is its own chunk, downloaded when first opened.
const MessagesSection = lazy(() =>
  import('../../messages/components/MessagesSection').then((section) => ({ default: section.MessagesSection })),
);
const FilesSection = lazy(() =>
  import('../../files/components/FilesSection').then((section) => ({ default: section.FilesSection })),
);
const ReviewSection = lazy(() =>
  import('../../documents/components/ReviewSection').then((section) => ({ default: section.ReviewSection })),
);
const DraftSection = lazy(() =>
  import('../../documents/components/DraftSection').then((section) => ({ default: section.DraftSection })),
);
const AssistantSection = lazy(() =>
  import('../../assistant/components/AssistantSection').then((section) => ({ default: section.AssistantSection })),
);
const ProfileSection = lazy(() =>
  import('../../profile/components/ProfileSection').then((section) => ({ default: section.ProfileSection })),
);
const StaffRequestList = lazy(() => import('../staff-sections/all-requests'));
const StaffMessagesTab = lazy(() => import('../staff-sections/messages'));
const StaffChatsTab = lazy(() => import('../staff-sections/chat-sessions'));
const StaffFilesTab = lazy(() => import('../staff-sections/all-files'));

export interface SectionContentProps {
  section: SectionKey;
  user: SessionUser;
}

export function SectionContent({ section, user }: SectionContentProps) {
  return (
    <Suspense fallback={<ScreenLoading area="section" />}>
      <ActiveSection section={section} user={user} />
    </Suspense>
  );
}

function ActiveSection({ section, user }: SectionContentProps) {
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
