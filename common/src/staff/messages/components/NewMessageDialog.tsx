import { Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { serverErrorText, MESSAGE_MAX, type ThreadType } from '@lexa/common';
import { useClientRequests, useRecipients, useStartThread } from '../hooks/use-new-thread';
import { useStaffMe } from '../hooks/use-staff-me';
import { CREATE_FAILED } from '../utils/message-errors';
import { AliasSelect, DEFAULT_ALIAS, type MessagingAlias } from './AliasSelect';
import { useToasts } from '../../../ui/toasts';

export interface NewMessageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The thread the message went into, to open it. */
  onCreated: (threadId: string) => void;
}

interface NewMessageForm {
  recipientId?: string;
  type: ThreadType;
  requestId?: string;
  subject?: string;
  content?: string;
  aliasUsed: MessagingAlias;
}

const INITIAL: NewMessageForm = { type: 'direct', aliasUsed: DEFAULT_ALIAS };
const LARGE = { fontSize: 16 } as const;

/**
 * Staff write to a client: about one of their requests (into its thread) or in a new direct thread. Only clients are
 * offered, never the writer; every field starts over when the dialog closes (signed-in spec §4).
 */
export function NewMessageDialog({ open, onClose, onCreated }: NewMessageDialogProps) {
  const { message } = useToasts();
  const [form] = Form.useForm<NewMessageForm>();
  const [search, setSearch] = useState('');
  const me = useStaffMe();
  const { recipients, loading: findingRecipients } = useRecipients(search, me?.id ?? null);
  const recipientId = Form.useWatch('recipientId', form);
  const type = Form.useWatch('type', form);
  // The chosen client stays known while the search moves on to other names.
  const [recipient, setRecipient] = useState<{ id: string; email: string } | null>(null);
  const { requests, loading: findingRequests } = useClientRequests(type === 'request_linked' ? recipient : null);
  const creating = useStartThread();

  const close = () => {
    form.resetFields();
    setSearch('');
    setRecipient(null);
    creating.reset();
    onClose();
  };

  const submit = async (values: NewMessageForm) => {
    try {
      const threadId = await creating.mutateAsync({
        type: values.type,
        subject: values.subject?.trim() ?? '',
        recipientId: values.recipientId!,
        requestId: values.type === 'request_linked' ? values.requestId! : null,
        content: values.content!.trim(),
        aliasUsed: values.aliasUsed,
      });
      close();
      onCreated(threadId);
    } catch (error) {
      void message.error(serverErrorText(error, CREATE_FAILED));
    }
  };

  return (
    <Modal
      title="New Message"
      open={open}
      onCancel={close}
      okText="Send"
      onOk={() => form.submit()}
      okButtonProps={{ loading: creating.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      destroyOnHidden
    >
      <Form<NewMessageForm> form={form} layout="vertical" initialValues={INITIAL} onFinish={submit} preserve={false}>
        <Form.Item
          name="recipientId"
          label="Recipient"
          rules={[{ required: true, message: 'Please choose a recipient' }]}
        >
          <Select
            size="large"
            style={LARGE}
            placeholder="Search clients by name or e-mail"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={findingRecipients}
            notFoundContent={findingRecipients ? 'Searching…' : 'No clients found'}
            onChange={(id: string) => {
              const chosen = recipients.find((user) => user.id === id);
              setRecipient(chosen ? { id: chosen.id, email: chosen.email } : null);
              form.setFieldValue('requestId', undefined);
            }}
            options={recipients.map((user) => ({
              value: user.id,
              label: `${`${user.firstName} ${user.lastName}`.trim()} (${user.email})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="type" label="Type">
          <Radio.Group
            optionType="button"
            size="large"
            options={[
              { value: 'request_linked', label: 'About a request' },
              { value: 'direct', label: 'Direct' },
            ]}
          />
        </Form.Item>
        {type === 'request_linked' && (
          <Form.Item name="requestId" label="Request" rules={[{ required: true, message: 'Please choose a request' }]}>
            <Select
              size="large"
              style={LARGE}
              disabled={!recipientId}
              loading={findingRequests}
              placeholder={recipientId ? 'Choose one of their requests' : 'Choose a recipient first'}
              notFoundContent={findingRequests ? 'Loading…' : 'This client has no requests'}
              options={requests.map((request) => ({ value: request.id, label: request.title }))}
            />
          </Form.Item>
        )}
        <Form.Item name="subject" label="Subject (optional)">
          <Input size="large" style={LARGE} maxLength={200} />
        </Form.Item>
        <Form.Item
          name="content"
          label="Message"
          rules={[{ required: true, whitespace: true, message: 'Please enter a message' }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} style={LARGE} maxLength={MESSAGE_MAX} />
        </Form.Item>
        <Form.Item name="aliasUsed" label="Send as Admin">
          <AliasSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
