import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Card, Empty, Flex, Select, Spin, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatDate, reportFailures } from '@lexa/common';
import { fetchRequestsPage, requestKeys } from '../../requests/api/requests-api';
import { fetchClientFiles, fileKeys, uploadToRequest } from '../api/files-api';
import { FileDownloadLink, useToasts } from '@lexa/common/ui';
import { loadOnEveryVisit } from '../../../shared/load-on-every-visit';

/** Signed-in spec §5: the dashboard upload accepts these extensions. */
export const DASHBOARD_UPLOAD_ACCEPT = '.pdf,.docx,.png,.jpg,.jpeg,.txt';
const FILES_PAGE_SIZE = 100;
/** The upload's request picker lists the client's first 100 requests. */
const REQUEST_CHOICES = 100;

/** My Files: every file of the client's requests, and an upload into a chosen request. */
export function FilesSection() {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const filesQuery = useQuery({
    queryKey: fileKeys.list(1, FILES_PAGE_SIZE),
    queryFn: reportFailures(
      async ({ signal }) => (await fetchClientFiles(1, FILES_PAGE_SIZE, signal)).files,
      (error) => console.error('Loading files failed', error),
    ),
    ...loadOnEveryVisit,
  });
  const files = filesQuery.data ?? (filesQuery.isError ? [] : null);
  const { data: requestChoices } = useQuery({
    queryKey: requestKeys.page(1, REQUEST_CHOICES),
    queryFn: reportFailures(
      ({ signal }) => fetchRequestsPage(1, REQUEST_CHOICES, signal),
      (error) => console.error('Loading requests failed', error),
    ),
    ...loadOnEveryVisit,
  });
  const requests = requestChoices?.requests ?? [];
  const uploadFiles = useMutation({
    mutationFn: ({ requestId, chosen }: { requestId: string; chosen: File[] }) => uploadToRequest(requestId, chosen),
    onSuccess: (_uploaded, { requestId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fileKeys.all }),
        queryClient.invalidateQueries({ queryKey: requestKeys.request(requestId) }),
      ]),
  });
  const [requestId, setRequestId] = useState<string | undefined>();
  const [chosen, setChosen] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const upload = async () => {
    if (!requestId || chosen.length === 0) return;
    setUploading(true);
    try {
      await uploadFiles.mutateAsync({ requestId, chosen });
      setChosen([]);
      if (input.current) input.current.value = '';
    } catch (error) {
      console.error('Upload failed', error);
      notification.error({ title: 'Upload Failed', description: 'Failed to upload file' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="files-section">
      <Card title="Upload files">
        <Flex vertical gap={12}>
          <Select
            aria-label="Request"
            placeholder="Choose a request"
            value={requestId}
            onChange={setRequestId}
            options={requests.map((request) => ({
              value: request.id,
              label: `${request.requestNumber} · ${request.title}`,
            }))}
          />
          <input
            ref={input}
            type="file"
            multiple
            accept={DASHBOARD_UPLOAD_ACCEPT}
            data-testid="files-upload-input"
            onChange={(event) => setChosen(Array.from(event.target.files ?? []))}
          />
          <Button
            type="primary"
            icon={<UploadOutlined />}
            style={{ alignSelf: 'flex-start' }}
            disabled={!requestId || chosen.length === 0}
            loading={uploading}
            onClick={() => void upload()}
          >
            Upload
          </Button>
        </Flex>
      </Card>
      <Card title="My Files">
        {files === null ? (
          <Spin />
        ) : files.length === 0 ? (
          <Empty description="No files yet" />
        ) : (
          <Flex vertical gap={12} role="list">
            {files.map((file) => (
              <Flex key={file.id} vertical role="listitem" data-testid="client-file" align="flex-start">
                <FileDownloadLink file={file} />
                <Typography.Text type="secondary">
                  {[file.requestNumber, file.requestTitle, formatDate(file.createdAt)].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
