import { App, Divider, Flex, Spin, Typography } from 'antd';
import { serverErrorText, type FileView } from '@lexa/common';
import { Composer } from '../../../shared/components/Composer';
import { FileDownloadLink } from '../../files/components/FileDownloadLink';
import { postRequestUpdate, uploadRequestFiles } from '../api/request-conversation-api';
import { useRequestConversation } from '../hooks/use-request-conversation';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../utils/attachment-rules';
import { RequestThread } from './RequestThread';

export interface RequestDetailsProps {
  requestId: string;
  /** Changes on each live `request-update` for this request. */
  liveVersion: number;
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
export function RequestDetails({ requestId, liveVersion, messagesRef }: RequestDetailsProps) {
  const { message } = App.useApp();
  const { updates, files, reload } = useRequestConversation(requestId, liveVersion);

  const send = async (text: string, attachments: File[]): Promise<boolean> => {
    try {
      const uploaded = attachments.length > 0 ? await uploadRequestFiles(requestId, attachments) : [];
      await postRequestUpdate(
        requestId,
        text,
        uploaded.map((file) => file.id),
      );
      reload();
      return true;
    } catch (error) {
      console.error('Sending the message failed', error);
      void message.error(serverErrorText(error, 'Failed to send message'));
      return false;
    }
  };

  return (
    <Flex vertical gap={8} data-testid="request-details">
      <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
        Attached files
      </Divider>
      <AttachedFiles files={files} />
      <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
        Messages
      </Divider>
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
