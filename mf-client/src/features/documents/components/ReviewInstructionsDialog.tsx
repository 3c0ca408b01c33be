import { Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { REVIEW_INSTRUCTIONS_MAX } from '@lexa/common';

export interface ReviewInstructionsDialogProps {
  /** The file about to be reviewed; the dialog is open while there is one. */
  file: File | null;
  starting: boolean;
  onStart: (instructions: string) => void;
  onCancel: () => void;
}

/** Optional instructions for the reviewer, asked before a review starts (signed-in spec §2.2). */
export function ReviewInstructionsDialog({ file, starting, onStart, onCancel }: ReviewInstructionsDialogProps) {
  const [instructions, setInstructions] = useState('');
  useEffect(() => {
    if (file) setInstructions('');
  }, [file]);

  return (
    <Modal
      open={file !== null}
      title="Review Instructions"
      okText="Start Review"
      onOk={() => onStart(instructions.trim())}
      onCancel={onCancel}
      confirmLoading={starting}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <Typography.Text strong>{file?.name}</Typography.Text>
      </Typography.Paragraph>
      <label htmlFor="review-instructions">Review instructions (optional)</label>
      <Input.TextArea
        id="review-instructions"
        rows={4}
        maxLength={REVIEW_INSTRUCTIONS_MAX}
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        placeholder="e.g. Focus on termination and liability clauses"
      />
    </Modal>
  );
}
