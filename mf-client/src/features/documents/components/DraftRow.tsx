import { Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { DOCUMENT_DRAFT_STATUS_LABELS, type DocumentDraft, type DocumentDraftStatus } from '@lexa/common';
import type { DraftFormat } from '../api/documents-api';

export interface DraftRowProps {
  draft: DocumentDraft;
  onReviewOutline: (draft: DocumentDraft) => void;
  onDownload: (draft: DocumentDraft, format: DraftFormat) => void;
  onDelete: (draft: DocumentDraft) => void;
}

const STATUS_COLORS: Record<DocumentDraftStatus, string> = {
  generating: 'processing',
  outline_ready: 'blue',
  drafting: 'processing',
  draft_ready: 'success',
};

export function DraftRow({ draft, onReviewOutline, onDownload, onDelete }: DraftRowProps) {
  const editable = draft.status === 'outline_ready' || draft.status === 'draft_ready';
  const downloadable = draft.status === 'draft_ready' && Boolean(draft.finalDraft);
  return (
    <Card size="small" data-testid="draft-row">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>{draft.title}</Typography.Text>
          <Tag color={STATUS_COLORS[draft.status]}>{DOCUMENT_DRAFT_STATUS_LABELS[draft.status]}</Tag>
          <Typography.Text type="secondary">{new Date(draft.createdAt).toLocaleString()}</Typography.Text>
        </Space>
        {draft.error && <Typography.Text type="danger">{draft.error}</Typography.Text>}
        <Space wrap>
          {editable && <Button onClick={() => onReviewOutline(draft)}>Review Outline</Button>}
          {downloadable && (
            <>
              <Button onClick={() => onDownload(draft, 'pdf')}>Download PDF</Button>
              <Button onClick={() => onDownload(draft, 'docx')}>Download DOCX</Button>
            </>
          )}
          <Popconfirm
            title="Delete this draft?"
            description="This cannot be undone."
            okText="Delete"
            onConfirm={() => onDelete(draft)}
          >
            <Button danger>Delete</Button>
          </Popconfirm>
        </Space>
      </Space>
    </Card>
  );
}
