import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Button, Flex, Typography, theme } from 'antd';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { ACCEPTED_FILE_TYPES } from '../constants/intake-rules';
import { addFiles, fileSizeInMb } from '../utils/file-rules';
import { useToasts } from '@lexa/common/ui';

export interface FileDropZoneProps {
  files: File[];
  onChange: (files: File[]) => void;
}

const ACCEPT = [...ACCEPTED_FILE_TYPES.extensions, ...ACCEPTED_FILE_TYPES.mimeTypes].join(',');

/** Optional documents for the request: drop them or click to pick; each is checked before it is kept. */
export function FileDropZone({ files, onChange }: FileDropZoneProps) {
  const { notification } = useToasts();
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const pick = (picked: File[]) => {
    if (picked.length === 0) return;
    const selection = addFiles(files, picked);
    // Toasts show one at a time, the latest on top: problems come last so they stay visible.
    if (selection.added > 0) {
      onChange(selection.files);
      notification.success({ title: 'Files added', description: `${selection.added} file(s) added successfully.` });
    }
    if (selection.duplicates)
      notification.warning({ title: 'Duplicate files', description: 'Some files were already selected.' });
    for (const rejection of selection.rejections) notification.error(rejection);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(Array.from(event.dataTransfer.files));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    input.current?.click();
  };

  return (
    <Flex vertical gap={12}>
      <div
        role="button"
        tabIndex={0}
        aria-label="Upload files"
        data-testid="intake-drop-zone"
        onClick={() => input.current?.click()}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          padding: 24,
          textAlign: 'center',
          cursor: 'pointer',
          borderRadius: token.borderRadiusLG,
          border: `1px dashed ${dragging ? token.colorPrimary : token.colorBorder}`,
          background: dragging ? token.colorPrimaryBg : token.colorFillAlter,
        }}
      >
        <InboxOutlined style={{ fontSize: 32, color: token.colorPrimary }} />
        <Typography.Paragraph style={{ margin: '8px 0 0' }}>
          Drag and drop files here, or click to browse
        </Typography.Paragraph>
        <Typography.Text type="secondary">PDF, DOC, DOCX or TXT, up to 10MB each</Typography.Text>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        style={{ display: 'none' }}
        accept={ACCEPT}
        data-testid="intake-file-input"
        onChange={(event) => {
          pick(Array.from(event.target.files ?? []));
          // The same file can be picked again after it was removed.
          event.target.value = '';
        }}
      />
      {files.length > 0 && (
        <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {files.map((file) => (
            <Flex key={file.name} component="li" align="center" gap={8} data-testid="intake-file">
              <FileTextOutlined />
              <Typography.Text ellipsis style={{ flex: 1 }}>
                {file.name}
              </Typography.Text>
              <Typography.Text type="secondary">{fileSizeInMb(file.size)}</Typography.Text>
              <Button
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((kept) => kept !== file))}
              >
                Remove
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
