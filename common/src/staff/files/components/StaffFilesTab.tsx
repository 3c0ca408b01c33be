import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button, Card, Col, Empty, Flex, Pagination, Row, Spin, Tag, Typography } from 'antd';
import type { AdminFile, FileSource } from '../../../contracts/files';
import { formatDateTime } from '@lexa/common';
import { downloadFile } from '../../../ui/download-file';
import { TAP_TARGET } from '../../../ui/tap-target';
import { useStaffApi } from '../../staff-api';
import { STAFF_FILES_PAGE_SIZE } from '../api/staff-files-api';
import { useStaffFiles } from '../hooks/use-staff-files';

const SOURCE_COLORS: Record<FileSource, string> = { request: 'blue', chat: 'purple', user: 'green', message: 'orange' };

/** Signed-in spec §9: the admin Files tab shows sizes in KB with one decimal. */
export const formatKilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      <Typography.Text style={{ wordBreak: 'break-all' }}>{children}</Typography.Text>
    </div>
  );
}

function FileCard({ file }: { file: AdminFile }) {
  const { http } = useStaffApi();
  return (
    <Card
      size="small"
      data-testid="admin-file-card"
      title={<span style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{file.originalName}</span>}
      extra={<Tag color={SOURCE_COLORS[file.source]}>{file.source}</Tag>}
    >
      <Flex vertical gap={4}>
        <Field label="Server name">{file.filename}</Field>
        <Field label="Type">{file.mimeType}</Field>
        <Field label="Size">{formatKilobytes(file.size)}</Field>
        <Field label="Uploaded">{formatDateTime(file.createdAt)}</Field>
        <Field label="Request">{file.requestNumber ?? '—'}</Field>
        <Field label="Uploaded by">{file.uploadedBy ?? '—'}</Field>
        <div>
          <Typography.Text type="secondary">Direct link (expires in 10 minutes): </Typography.Text>
          <Typography.Text copyable={{ text: file.directLink }} ellipsis style={{ maxWidth: '100%' }}>
            {file.directLink}
          </Typography.Text>
        </div>
        <Flex gap="small" wrap>
          {/* The signed link opens the file without the token; it expires, so it is never a guessable path. */}
          <Button icon={<EyeOutlined />} href={file.directLink} target="_blank" rel="noreferrer" style={TAP_TARGET}>
            View
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadFile(file, http)} style={TAP_TARGET}>
            Download
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The admin Files tab and the client dashboard's All Files: every stored file as a card, paged by the server. */
export function StaffFilesTab() {
  const { page, setPage, data, loading, refresh } = useStaffFiles();
  return (
    <Flex vertical gap="middle" data-testid="admin-files-tab">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">{data ? `${data.total} files` : ' '}</Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={refresh} loading={loading} style={TAP_TARGET}>
          Refresh
        </Button>
      </Flex>
      {!data ? (
        loading ? (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin />
          </Flex>
        ) : (
          <Empty description="Files could not be loaded" />
        )
      ) : data.files.length === 0 ? (
        <Empty description="No files found" />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {data.files.map((file) => (
              <Col key={file.id} xs={24} md={12} xl={8}>
                <FileCard file={file} />
              </Col>
            ))}
          </Row>
          <Pagination
            align="center"
            current={page}
            pageSize={STAFF_FILES_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
            showSizeChanger={false}
          />
        </>
      )}
    </Flex>
  );
}
