import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button, Flex, Input, Tag } from 'antd';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PHONE_INPUT_FONT, TAP_TARGET } from './tap-target';
import { useToasts } from './toasts';

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
  /** Announces the files left out, one message each; by default each is a toast of its own. */
  onRejectFiles?: (problems: string[]) => void;
  /** More controls beside the attach button (the staff dialog's internal-note toggle and alias). */
  extra?: ReactNode;
}

/**
 * Text plus attachments. Sending needs non-empty trimmed text or an attachment; Enter sends, Shift+Enter adds a
 * newline (signed-in spec §5). A rejected file is announced with its reason and left out.
 */
export function Composer({ accept, validate, onSend, placeholder, testId, onRejectFiles, extra }: ComposerProps) {
  const { message } = useToasts();
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
    const problems: string[] = [];
    for (const file of Array.from(chosen ?? [])) {
      const problem = validate(file);
      if (problem) problems.push(problem);
      else accepted.push(file);
    }
    if (problems.length > 0) {
      if (onRejectFiles) onRejectFiles(problems);
      // One toast at a time (spec §9): every refused file on its own line of the one toast.
      else message.error(problems.map((problem) => <div key={problem}>{problem}</div>));
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
        style={PHONE_INPUT_FONT}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={accept}
          data-testid={`${testId}-files`}
          onChange={(event) => addFiles(event.target.files)}
        />
        <Flex align="center" gap={8} wrap>
          <Button icon={<PaperClipOutlined />} style={TAP_TARGET} onClick={() => input.current?.click()}>
            Attach
          </Button>
          {extra}
        </Flex>
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={!sendable}
          loading={sending}
          style={TAP_TARGET}
          onClick={() => void send()}
        >
          Send
        </Button>
      </Flex>
    </Flex>
  );
}
