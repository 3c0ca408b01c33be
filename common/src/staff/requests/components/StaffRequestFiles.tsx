import CheckOutlined from '@ant-design/icons/CheckOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import { Button, Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { FileView } from '../../../contracts/files';
import { FileDownloadLink } from '../../../ui/FileDownloadLink';
import { TAP_TARGET } from '../../../ui/tap-target';
import { useStaffApi } from '../../staff-api';
import { useCopyFileLink, useStaffRequestFiles } from '../hooks/use-staff-request';

/** Signed-in spec §2.3/§9: the copy-link confirmation resets after 2 seconds. */
export const COPY_CONFIRMATION_MS = 2_000;

function CopyLinkButton({ file }: { file: FileView }) {
  const copyLink = useCopyFileLink();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Button
      size="small"
      icon={copied ? <CheckOutlined /> : <LinkOutlined />}
      loading={copyLink.isPending}
      aria-label={`Copy link to ${file.originalName}`}
      style={TAP_TARGET}
      onClick={() => copyLink.mutate(file.id, { onSuccess: () => setCopied(true) })}
    >
      {copied ? 'Copied!' : 'Copy link'}
    </Button>
  );
}

export interface StaffRequestFilesProps {
  requestId: string;
}

/** The request's files, each downloadable and, for admins, with a signed direct link to copy. */
export function StaffRequestFiles({ requestId }: StaffRequestFilesProps) {
  const { http, basePath } = useStaffApi();
  const files = useStaffRequestFiles(requestId);
  if (files.isError) return <Typography.Text type="danger">Failed to load files</Typography.Text>;
  if (!files.data) return <Spin size="small" />;
  if (files.data.length === 0) return <Typography.Text type="secondary">No files attached</Typography.Text>;
  return (
    <Flex vertical gap={4} data-testid="staff-request-files">
      {files.data.map((file) => (
        <Flex key={file.id} align="center" justify="space-between" gap={8} wrap data-testid="staff-request-file">
          <FileDownloadLink file={file} http={http} />
          {basePath === '/api/admin' && <CopyLinkButton file={file} />}
        </Flex>
      ))}
    </Flex>
  );
}
