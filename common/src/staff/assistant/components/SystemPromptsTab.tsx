import {
  Button,
  Card,
  Collapse,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Skeleton,
  Space,
  Switch,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import {
  ASSISTANT_TEXT_MAX,
  PROMPT_NAME_MAX,
  USAGE_CONTEXTS,
  USAGE_CONTEXT_LABELS,
  updatePromptBody,
  type SystemPrompt,
  type UpdatePromptInput,
  formatDateTime,
  serverErrorText,
} from '@lexa/common';
import { contractRule } from '../../../ui/contract-rule';
import { PHONE_INPUT_FONT, TAP_TARGET } from '../../../ui/tap-target';
import { usePromptVersions, useSavePrompt, useSystemPrompts, useTogglePrompt } from '../hooks/use-system-prompts';
import { useToasts } from '../../../ui/toasts';

const CONTEXT_OPTIONS = USAGE_CONTEXTS.map((context) => ({ value: context, label: USAGE_CONTEXT_LABELS[context] }));

/** Which prompt the View / Edit tab shows: an existing one, a new one, or none chosen yet. */
type Selection = { id: string } | 'new' | null;

/** The System Prompts tab (signed-in spec §2.3): a list tab and a view/edit tab. */
export function SystemPromptsTab() {
  const [tab, setTab] = useState<'list' | 'edit'>('list');
  const [selection, setSelection] = useState<Selection>(null);
  const prompts = useSystemPrompts();

  const open = (next: Selection) => {
    setSelection(next);
    setTab('edit');
  };
  const selected = selection && selection !== 'new' ? prompts.data?.find((p) => p.id === selection.id) : undefined;

  return (
    <Tabs
      data-testid="system-prompts-tab"
      activeKey={tab}
      onChange={(key) => setTab(key as 'list' | 'edit')}
      tabBarExtraContent={
        <Button type="primary" style={TAP_TARGET} onClick={() => open('new')} data-testid="prompt-new">
          New prompt
        </Button>
      }
      items={[
        {
          key: 'list',
          label: 'Prompts',
          children: prompts.isError ? (
            <Card title="Error Loading Prompts" data-testid="prompts-error">
              <Flex vertical gap="small" align="start">
                <Typography.Text>{serverErrorText(prompts.error, 'The prompts could not be loaded.')}</Typography.Text>
                <Button style={TAP_TARGET} onClick={() => void prompts.refetch()}>
                  Try again
                </Button>
              </Flex>
            </Card>
          ) : prompts.data ? (
            <PromptList prompts={prompts.data} onOpen={(id) => open({ id })} />
          ) : (
            <Skeleton active />
          ),
        },
        {
          key: 'edit',
          label: 'View / Edit',
          children:
            selection === 'new' ? (
              <PromptEditor key="new" prompt={null} onSaved={(saved) => setSelection({ id: saved.id })} />
            ) : selected ? (
              <PromptEditor key={selected.id} prompt={selected} onSaved={() => undefined} />
            ) : (
              <Empty description="Choose a prompt in the list, or create a new one." />
            ),
        },
      ]}
    />
  );
}

interface PromptListProps {
  prompts: SystemPrompt[];
  onOpen: (id: string) => void;
}

function PromptList({ prompts, onOpen }: PromptListProps) {
  const { message } = useToasts();
  const toggle = useTogglePrompt();
  if (!prompts.length) return <Empty description="No system prompts yet: the assistant uses its built-in prompts." />;
  return (
    <Flex vertical gap="small">
      {prompts.map((prompt) => (
        <Card key={prompt.id} size="small" data-testid="prompt-row">
          <Flex vertical gap={4}>
            <Flex justify="space-between" align="center" gap="small" wrap>
              <Typography.Text strong>{prompt.promptName}</Typography.Text>
              <Space wrap>
                <Tag>{USAGE_CONTEXT_LABELS[prompt.usageContext]}</Tag>
                <Tag color={prompt.isActive ? 'green' : 'default'}>{prompt.isActive ? 'Active' : 'Inactive'}</Tag>
              </Space>
            </Flex>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {prompt.promptContent}
            </Typography.Paragraph>
            <Flex justify="space-between" align="center" gap="small" wrap>
              <Typography.Text type="secondary">
                v{prompt.version} · {formatDateTime(prompt.updatedAt)} by {prompt.lastUpdatedBy}
              </Typography.Text>
              <Space wrap>
                <Switch
                  checked={prompt.isActive}
                  loading={toggle.isPending && toggle.variables?.id === prompt.id}
                  aria-label={`Active: ${prompt.promptName}`}
                  onChange={(isActive) =>
                    toggle.mutate(
                      { id: prompt.id, isActive },
                      { onError: (error) => void message.error(serverErrorText(error, 'Failed to update the prompt')) },
                    )
                  }
                />
                <Button style={TAP_TARGET} onClick={() => onOpen(prompt.id)}>
                  View / Edit
                </Button>
              </Space>
            </Flex>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

export interface PromptEditorProps {
  /** Null for a new prompt. */
  prompt: SystemPrompt | null;
  onSaved: (prompt: SystemPrompt) => void;
}

const NEW_PROMPT: UpdatePromptInput = { promptName: '', promptContent: '', usageContext: 'chat', isActive: false };

/** The prompt's fields (signed-in spec §5: promptName, promptContent, usageContext, isActive) and its versions. */
export function PromptEditor({ prompt, onSaved }: PromptEditorProps) {
  const { message } = useToasts();
  const [form] = Form.useForm<UpdatePromptInput>();
  const save = useSavePrompt();
  const initial: UpdatePromptInput = prompt
    ? {
        promptName: prompt.promptName,
        promptContent: prompt.promptContent,
        usageContext: prompt.usageContext,
        isActive: prompt.isActive,
      }
    : NEW_PROMPT;

  const submit = (input: UpdatePromptInput) =>
    save.mutate(
      { id: prompt?.id ?? null, input },
      {
        onSuccess: (saved) => {
          void message.success(prompt ? `Prompt saved (version ${saved.version})` : 'Prompt created');
          onSaved(saved);
        },
        onError: (error) => void message.error(serverErrorText(error, 'Failed to save the prompt')),
      },
    );

  return (
    <Flex vertical gap="middle">
      <Card
        title={prompt ? prompt.promptName : 'New prompt'}
        extra={prompt && <Typography.Text type="secondary">v{prompt.version}</Typography.Text>}
      >
        {prompt && (
          <Typography.Paragraph type="secondary">
            Key {prompt.promptKey} · last updated {formatDateTime(prompt.updatedAt)} by {prompt.lastUpdatedBy}
          </Typography.Paragraph>
        )}
        <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} data-testid="prompt-editor">
          <Form.Item
            name="promptName"
            label="Name"
            rules={[contractRule(updatePromptBody.shape.promptName, { required: true })]}
          >
            <Input style={PHONE_INPUT_FONT} maxLength={PROMPT_NAME_MAX} />
          </Form.Item>
          <Form.Item name="usageContext" label="Usage context">
            <Select options={CONTEXT_OPTIONS} style={{ ...PHONE_INPUT_FONT, ...TAP_TARGET }} />
          </Form.Item>
          <Form.Item name="isActive" label="Active" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="promptContent"
            label="Content"
            rules={[contractRule(updatePromptBody.shape.promptContent, { required: true })]}
          >
            <Input.TextArea style={PHONE_INPUT_FONT} rows={10} showCount maxLength={ASSISTANT_TEXT_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} style={TAP_TARGET}>
            {prompt ? 'Save changes' : 'Create prompt'}
          </Button>
        </Form>
      </Card>
      {prompt && <PromptVersions promptId={prompt.id} />}
    </Flex>
  );
}

/** Every saved version, newest first, each opening to its full text. */
function PromptVersions({ promptId }: { promptId: string }) {
  const versions = usePromptVersions(promptId);
  return (
    <Card title="Versions" data-testid="prompt-versions">
      {versions.isError ? (
        <Typography.Text type="danger">
          {serverErrorText(versions.error, 'The versions could not be loaded.')}
        </Typography.Text>
      ) : versions.data ? (
        <Collapse
          items={versions.data.map((version) => ({
            key: version.version,
            label: `v${version.version} · ${USAGE_CONTEXT_LABELS[version.usageContext]} · ${
              version.isActive ? 'Active' : 'Inactive'
            } · ${formatDateTime(version.updatedAt)} by ${version.updatedBy}`,
            children: (
              <>
                <Typography.Text strong>{version.promptName}</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>
                  {version.promptContent}
                </Typography.Paragraph>
              </>
            ),
          }))}
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
