import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { App, Button, Card, Empty, Flex, Select, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDate, type ClientFile, type LegalRequest } from '@lexa/common';
import { fetchRequestsPage } from '../../requests/api/requests-api';
import { fetchClientFiles, uploadToRequest } from '../api/files-api';
import { FileDownloadLink } from './FileDownloadLink';

/** Signed-in spec §5: the dashboard upload accepts these extensions. */
export const DASHBOARD_UPLOAD_ACCEPT = '.pdf,.docx,.png,.jpg,.jpeg,.txt';
const FILES_PAGE_SIZE = 100;

/** My Files: every file of the client's requests, and an upload into a chosen request. */
export function FilesSection() {
  const { notification } = App.useApp();
  const [files, setFiles] = useState<ClientFile[] | null>(null);
  const [requests, setRequests] = useState<LegalRequest[]>([]);
  const [requestId, setRequestId] = useState<string | undefined>();
  const [chosen, setChosen] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const loadFiles = useCallback(async () => {
    try {
      setFiles((await fetchClientFiles(1, FILES_PAGE_SIZE)).files);
    } catch (error) {
      console.error('Loading files failed', error);
      setFiles((previous) => previous ?? []);
    }
  }, []);

  useEffect(() => {
    void loadFiles();
    const controller = new AbortController();
    fetchRequestsPage('mine', 1, 100, controller.signal).then(
      (page) => setRequests(page.requests),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Loading requests failed', error);
      },
    );
    return () => controller.abort();
  }, [loadFiles]);

  const upload = async () => {
    if (!requestId || chosen.length === 0) return;
    setUploading(true);
    try {
      await uploadToRequest(requestId, chosen);
      setChosen([]);
      if (input.current) input.current.value = '';
      await loadFiles();
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
            options={requests.map((request) => ({ value: request.id, label: `${request.requestNumber} · ${request.title}` }))}
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
