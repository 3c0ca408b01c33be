import { Input, Modal } from 'antd';
import { useState } from 'react';
import { DRAFT_DESCRIPTION_MAX, DRAFT_MESSAGES, DRAFT_TITLE_MAX } from '@lexa/common';
import { useToasts } from '@lexa/common/ui';

export interface NewDraftDialogProps {
  open: boolean;
  onCreate: (title: string, description: string) => void;
  onCancel: () => void;
}

export function NewDraftDialog({ open, onCreate, onCancel }: NewDraftDialogProps) {
  const { notification } = useToasts();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');

  const create = () => {
    if (!title.trim() || !description.trim()) {
      notification.error({ title: 'Error', description: DRAFT_MESSAGES.titleAndDescription });
      return;
    }
    onCreate(title.trim(), description.trim());
    setTitle('');
    setDescription('');
  };

  return (
    <Modal open={open} title="New Draft" okText="Create Outline" onOk={create} onCancel={onCancel}>
      <label htmlFor="draft-title">Title</label>
      <Input
        id="draft-title"
        value={title}
        maxLength={DRAFT_TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
        placeholder="e.g. Mutual NDA"
      />
      <label htmlFor="draft-description">Description</label>
      <Input.TextArea
        id="draft-description"
        rows={4}
        value={description}
        maxLength={DRAFT_DESCRIPTION_MAX}
        onChange={(event) => setDescription(event.target.value)}
        placeholder="What the document is for, who the parties are and anything it must cover"
      />
    </Modal>
  );
}
