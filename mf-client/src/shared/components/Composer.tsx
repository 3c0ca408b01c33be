import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { App, Button, Flex, Input, Tag } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';

export interface ComposerProps {
  /** The file input's `accept` list. */
  accept: string;
  /** A message for a file that cannot be attached, or null. */
  validate: (file: File) => string | null;
  /** Resolves true when sent (the composer then empties), false to keep what was typed. */
  onSend: (text: string, files: File[]) => Promise<boolean>;
  placeholder: string;
  /** A test id prefix, so two composers on one page stay apart. */
  testId: string;
}

/**
 * Text plus attachments. Sending needs non-empty trimmed text or an attachment; Enter sends, Shift+Enter adds a
 * newline (signed-in spec §5). A rejected file is announced with its reason and left out.
 */
export function Composer({ accept, validate, onSend, placeholder, testId }: ComposerProps) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const sendable = (text.trim() !== '' || files.length > 0) && !sending;

  const send = async () => {
    if (!sendable) return;
    setSending(true);
    try {
      if (await onSend(text.trim(), files)) {
        setText('');
        setFiles([]);
      }
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const addFiles = (chosen: FileList | null) => {
    const accepted: File[] = [];
    for (const file of Array.from(chosen ?? [])) {
      const problem = validate(file);
      if (problem) void message.error(problem);
      else accepted.push(file);
    }
    setFiles((previous) => [...previous, ...accepted]);
    if (input.current) input.current.value = '';
  };

  return (
    <Flex vertical gap={8} data-testid={testId}>
      {files.length > 0 && (
        <Flex wrap gap={4}>
          {files.map((file, index) => (
            <Tag
              key={`${file.name}-${index}`}
              closable
              onClose={() => setFiles((previous) => previous.filter((_, at) => at !== index))}
            >
              {file.name}
            </Tag>
          ))}
        </Flex>
      )}
      <Input.TextArea
        aria-label="Message"
        value={text}
        placeholder={placeholder}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Flex justify="space-between">
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={accept}
          data-testid={`${testId}-files`}
          onChange={(event) => addFiles(event.target.files)}
        />
        <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()}>
          Attach
        </Button>
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={!sendable}
          loading={sending}
          onClick={() => void send()}
        >
          Send
        </Button>
      </Flex>
    </Flex>
  );
}
