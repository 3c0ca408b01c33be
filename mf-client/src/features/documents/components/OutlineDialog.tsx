import { Button, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DRAFT_OUTLINE_MAX, type DocumentDraft } from '@lexa/common';

export interface OutlineDialogProps {
  /** The draft whose outline is reviewed; the dialog is open while there is one. */
  draft: DocumentDraft | null;
  onRevise: (draft: DocumentDraft) => void;
  onApprove: (draft: DocumentDraft, outline: string) => void;
  onCancel: () => void;
}

/** The outline review (signed-in spec §2.2): revise (regenerate), edit, or approve it with Use This Outline. */
export function OutlineDialog({ draft, onRevise, onApprove, onCancel }: OutlineDialogProps) {
  const [outline, setOutline] = useState('');
  useEffect(() => {
    setOutline(draft?.outline ?? '');
  }, [draft]);

  return (
    <Modal
      open={draft !== null}
      title={draft ? `Review Outline: ${draft.title}` : ''}
      onCancel={onCancel}
      width={800}
      footer={
        draft && [
          <Button key="revise" onClick={() => onRevise(draft)}>
            Revise
          </Button>,
          <Button key="use" type="primary" disabled={!outline.trim()} onClick={() => onApprove(draft, outline)}>
            Use This Outline
          </Button>,
        ]
      }
    >
      {draft?.error && <Typography.Paragraph type="danger">{draft.error}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">
        Edit the outline as you like: each numbered line becomes a section of the document.
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Outline"
        value={outline}
        maxLength={DRAFT_OUTLINE_MAX}
        onChange={(event) => setOutline(event.target.value)}
        style={{ minHeight: 400 }}
      />
    </Modal>
  );
}
