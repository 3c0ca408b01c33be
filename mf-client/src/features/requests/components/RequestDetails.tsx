import { Flex, Spin, Typography } from 'antd';
import { ATTACHMENT_ACCEPT, attachmentProblem, serverErrorText, type FileView } from '@lexa/common';
import { Composer, FileDownloadLink, SectionDivider, useToasts } from '@lexa/common/ui';
import { usePostRequestUpdate, useRequestConversation } from '../hooks/use-request-conversation';
import { RequestThread } from './RequestThread';

export interface RequestDetailsProps {
  requestId: string;
  /** Receives the messages block, for the highlight flow's final scroll. */
  messagesRef: (element: HTMLElement | null) => void;
}

function AttachedFiles({ files }: { files: FileView[] | null }) {
  if (files === null) return <Spin size="small" />;
  if (files.length === 0) return <Typography.Text type="secondary">No files attached</Typography.Text>;
  return (
    <Flex vertical align="flex-start" data-testid="request-files">
      {files.map((file) => (
        <FileDownloadLink key={file.id} file={file} />
      ))}
    </Flex>
  );
}

/** The request detail panel (signed-in spec §2.2): attached files, messages and a composer with attachments. */
export function RequestDetails({ requestId, messagesRef }: RequestDetailsProps) {
  const { message } = useToasts();
  const { updates, files } = useRequestConversation(requestId);
  const postUpdate = usePostRequestUpdate(requestId);

  const send = async (text: string, attachments: File[]): Promise<boolean> => {
    try {
      await postUpdate.mutateAsync({ text, attachments });
      return true;
    } catch (error) {
      console.error('Sending the message failed', error);
      void message.error(serverErrorText(error, 'Failed to send message'));
      return false;
    }
  };

  return (
    <Flex vertical gap={8} data-testid="request-details">
      <SectionDivider>Attached files</SectionDivider>
      <AttachedFiles files={files} />
      <SectionDivider>Messages</SectionDivider>
      <div ref={messagesRef} data-testid="request-messages">
        <RequestThread updates={updates} />
      </div>
      <Composer
        accept={ATTACHMENT_ACCEPT}
        validate={attachmentProblem}
        onSend={send}
        placeholder="Write a message to the legal team"
        testId="request-composer"
      />
    </Flex>
  );
}
