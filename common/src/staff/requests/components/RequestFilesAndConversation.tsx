import { SectionDivider } from '../../../ui/SectionDivider';
import { StaffConversation } from './StaffConversation';
import { StaffReplyComposer } from './StaffReplyComposer';
import { StaffRequestFiles } from './StaffRequestFiles';

export interface RequestFilesAndConversationProps {
  requestId: string;
}

/** A request's files, then its one conversation with the reply box: the same in the admin modal and a case page. */
export function RequestFilesAndConversation({ requestId }: RequestFilesAndConversationProps) {
  return (
    <>
      <SectionDivider>Files</SectionDivider>
      <StaffRequestFiles requestId={requestId} />
      <SectionDivider>Conversation</SectionDivider>
      <StaffConversation requestId={requestId} />
      <StaffReplyComposer requestId={requestId} />
    </>
  );
}
