import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Empty, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { serverErrorText, type DocumentDraft } from '@lexa/common';
import { saveBlob, useToasts } from '@lexa/common/ui';
import {
  completeDraft,
  createDraft,
  deleteDraft,
  downloadDraft,
  regenerateOutline,
  updateOutline,
  type DraftFormat,
} from '../api/documents-api';
import { useDraftStep, useDrafts } from '../hooks/use-drafts';
import { DraftProgressDialog } from './DraftProgressDialog';
import { DraftRow } from './DraftRow';
import { NewDraftDialog } from './NewDraftDialog';
import { OutlineDialog } from './OutlineDialog';

const DOWNLOAD_FAILED: Record<DraftFormat, string> = { pdf: 'Failed to download PDF', docx: 'Failed to download DOCX' };

/** Draft a Document (signed-in spec §2.2, §4): brief → outline → (revise, edit) → approved → final draft. */
export function DraftSection() {
  const { notification } = useToasts();
  const { drafts, loading, failed } = useDrafts();
  const draftStep = useDraftStep();
  const [creating, setCreating] = useState(false);
  const [reviewing, setReviewing] = useState<DocumentDraft | null>(null);
  const [task, setTask] = useState<string | null>(null);

  /** Runs one server step behind the blocking dialog; a failure shows the server's message or `fallback`. */
  async function step(label: string, fallback: string, work: () => Promise<DocumentDraft | void>) {
    setTask(label);
    try {
      return await draftStep.mutateAsync(work);
    } catch (error) {
      console.warn(fallback, error);
      notification.error({ title: 'Error', description: serverErrorText(error, fallback) });
      return undefined;
    } finally {
      setTask(null);
    }
  }

  const create = async (title: string, description: string) => {
    setCreating(false);
    const draft = await step('Creating the outline…', 'Failed to create document draft', () =>
      createDraft(title, description),
    );
    if (draft) setReviewing(draft);
  };

  const revise = async (draft: DocumentDraft) => {
    const revised = await step('Revising the outline…', 'Failed to regenerate outline', () =>
      regenerateOutline(draft.id),
    );
    if (revised) setReviewing(revised);
  };

  // Approving saves the outline, then completion starts on its own (signed-in spec §4).
  const approve = async (draft: DocumentDraft, outline: string) => {
    setReviewing(null);
    const saved = await step('Saving the outline…', 'Failed to update outline', () => updateOutline(draft.id, outline));
    if (!saved) return;
    const done = await step('Creating the draft…', 'Failed to complete document draft', () => completeDraft(draft.id));
    if (done) notification.success({ title: 'Draft Complete', description: `${done.title} is ready to download.` });
  };

  const remove = (draft: DocumentDraft) =>
    step('Deleting the draft…', 'Failed to delete document draft', () => deleteDraft(draft.id));

  const download = async (draft: DocumentDraft, format: DraftFormat) => {
    try {
      const { blob, filename } = await downloadDraft(draft, format);
      saveBlob(blob, filename);
    } catch (error) {
      console.warn('Downloading a draft failed', error);
      notification.error({ title: 'Error', description: serverErrorText(error, DOWNLOAD_FAILED[format]) });
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="draft-section">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Draft a Document
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          New Draft
        </Button>
      </Space>
      {failed && <Alert type="error" showIcon title="Failed to load document drafts" />}
      {loading ? (
        <Spin />
      ) : drafts.length === 0 ? (
        <Empty description="No drafts yet" />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {drafts.map((draft) => (
            <DraftRow
              key={draft.id}
              draft={draft}
              onReviewOutline={setReviewing}
              onDownload={download}
              onDelete={remove}
            />
          ))}
        </Space>
      )}
      <NewDraftDialog open={creating} onCreate={create} onCancel={() => setCreating(false)} />
      <OutlineDialog draft={reviewing} onRevise={revise} onApprove={approve} onCancel={() => setReviewing(null)} />
      <DraftProgressDialog task={task} />
    </Space>
  );
}
