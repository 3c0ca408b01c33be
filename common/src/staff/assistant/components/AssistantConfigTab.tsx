import { Alert, Button, Card, Descriptions, Flex, Form, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  ASSISTANT_TEXT_MAX,
  USAGE_CONTEXTS,
  USAGE_CONTEXT_LABELS,
  type AssistantConfigEntry,
  type AssistantConfigKey,
  type InstructionSource,
  type SaveAssistantConfigInput,
  formatDateTime,
  serverErrorText,
} from '@lexa/common';
import { PHONE_INPUT_FONT, TAP_TARGET } from '../../../ui/tap-target';
import {
  CONFIG_SAVE_FAILED,
  useAssistantConfig,
  useLiveAssistant,
  useSaveAssistantConfig,
  useTestAssistantConnection,
} from '../hooks/use-assistant-config';
import { useToasts } from '../../../ui/toasts';

const LABELS: Record<AssistantConfigKey, string> = {
  apiKey: 'API key',
  assistantId: 'Assistant id (model)',
  systemPrompt: 'System prompt',
  initialMessage: 'Initial message',
};

type TextKey = Exclude<AssistantConfigKey, 'apiKey'>;

/** What the admin has typed but not saved; the key's field is empty until a new key is typed. */
interface Edits {
  text: Partial<Record<TextKey, string>>;
  newKey: string;
  removeKey: boolean;
}
const NO_EDITS: Edits = { text: {}, newKey: '', removeKey: false };

/** The entries the save sends: only the changed ones (signed-in spec §4: save enabled only with unsaved changes). */
function changesOf(entries: AssistantConfigEntry[], edits: Edits): SaveAssistantConfigInput[] {
  const changes: SaveAssistantConfigInput[] = [];
  if (edits.newKey.trim()) changes.push({ configKey: 'apiKey', configValue: edits.newKey.trim() });
  else if (edits.removeKey) changes.push({ configKey: 'apiKey', configValue: '' });
  for (const entry of entries) {
    const edited = entry.configKey === 'apiKey' ? undefined : edits.text[entry.configKey];
    if (edited !== undefined && edited !== entry.configValue)
      changes.push({ configKey: entry.configKey, configValue: edited });
  }
  return changes;
}

/** The Assistant Config tab: the four settings, what the running assistant uses, and Test connection. */
export function AssistantConfigTab() {
  const { entries, failed } = useAssistantConfig();
  return (
    <Flex vertical gap="middle" data-testid="assistant-config-tab">
      {failed ? (
        <Alert type="error" showIcon title="Error loading configuration" />
      ) : entries ? (
        <AssistantConfigForm entries={entries} />
      ) : (
        <Card>
          <Skeleton active />
        </Card>
      )}
      <LiveAssistantCard />
    </Flex>
  );
}

export interface AssistantConfigFormProps {
  entries: AssistantConfigEntry[];
}

export function AssistantConfigForm({ entries }: AssistantConfigFormProps) {
  const { message } = useToasts();
  const [edits, setEdits] = useState<Edits>(NO_EDITS);
  const save = useSaveAssistantConfig();
  const changes = changesOf(entries, edits);
  const maskedKey = entries.find((entry) => entry.configKey === 'apiKey')?.configValue ?? '';

  const submit = () =>
    save.mutate(changes, {
      onSuccess: () => {
        setEdits(NO_EDITS);
        void message.success('Configuration saved');
      },
      onError: (error) => {
        const reason = serverErrorText(error, '');
        void message.error(reason ? `${CONFIG_SAVE_FAILED}: ${reason}` : CONFIG_SAVE_FAILED);
      },
    });

  return (
    <Card title="Assistant Configuration">
      <Form layout="vertical" onFinish={submit} data-testid="assistant-config-form">
        {entries.map((entry) => (
          <Form.Item
            key={entry.configKey}
            label={LABELS[entry.configKey]}
            htmlFor={`assistant-config-${entry.configKey}`}
            extra={
              <>
                {entry.description}
                {entry.updatedAt && ` · Updated ${formatDateTime(entry.updatedAt)}`}
              </>
            }
          >
            {entry.configKey === 'apiKey' ? (
              <ApiKeyField maskedKey={maskedKey} edits={edits} onChange={setEdits} />
            ) : entry.configKey === 'assistantId' ? (
              <Input
                id="assistant-config-assistantId"
                style={PHONE_INPUT_FONT}
                value={edits.text.assistantId ?? entry.configValue}
                placeholder="gpt-4.1-mini"
                onChange={(event) => setEdits({ ...edits, text: { ...edits.text, assistantId: event.target.value } })}
              />
            ) : (
              <Input.TextArea
                id={`assistant-config-${entry.configKey}`}
                style={PHONE_INPUT_FONT}
                rows={entry.configKey === 'systemPrompt' ? 8 : 3}
                showCount
                maxLength={ASSISTANT_TEXT_MAX}
                value={edits.text[entry.configKey] ?? entry.configValue}
                placeholder="Empty: the built-in text"
                onChange={(event) =>
                  setEdits({ ...edits, text: { ...edits.text, [entry.configKey]: event.target.value } })
                }
              />
            )}
          </Form.Item>
        ))}
        <Space wrap>
          <Button
            type="primary"
            htmlType="submit"
            disabled={changes.length === 0}
            loading={save.isPending}
            style={TAP_TARGET}
            data-testid="assistant-config-save"
          >
            Save configuration
          </Button>
          <Button disabled={changes.length === 0} onClick={() => setEdits(NO_EDITS)} style={TAP_TARGET}>
            Discard changes
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

interface ApiKeyFieldProps {
  maskedKey: string;
  edits: Edits;
  onChange: (edits: Edits) => void;
}

/** The saved key is never sent back whole: the field shows it masked and takes a new key, or removes it. */
function ApiKeyField({ maskedKey, edits, onChange }: ApiKeyFieldProps) {
  return (
    <Flex vertical gap="small">
      <Typography.Text data-testid="assistant-config-masked-key">
        {maskedKey ? (
          <>
            Current key: <Typography.Text code>{maskedKey}</Typography.Text>
          </>
        ) : (
          'No key saved: the offline assistant answers.'
        )}
      </Typography.Text>
      <Flex gap="small" wrap>
        <Input.Password
          id="assistant-config-apiKey"
          style={{ ...PHONE_INPUT_FONT, flex: '1 1 240px' }}
          autoComplete="off"
          value={edits.newKey}
          placeholder={maskedKey ? 'Enter a new key to replace it' : 'sk-…'}
          onChange={(event) => onChange({ ...edits, newKey: event.target.value, removeKey: false })}
        />
        {maskedKey && (
          <Button
            danger={!edits.removeKey}
            style={TAP_TARGET}
            onClick={() => onChange({ ...edits, newKey: '', removeKey: !edits.removeKey })}
          >
            {edits.removeKey ? 'Keep key' : 'Remove key'}
          </Button>
        )}
      </Flex>
      {edits.removeKey && (
        <Typography.Text type="warning">
          The key is removed when you save; the offline assistant answers.
        </Typography.Text>
      )}
    </Flex>
  );
}

const SOURCE_TEXT: Record<InstructionSource['source'], string> = {
  prompt: 'System prompt',
  config: 'Config system prompt',
  default: 'Built-in',
};

function sourceText(source: InstructionSource): string {
  return source.source === 'prompt' ? `${source.promptName} (v${source.version})` : SOURCE_TEXT[source.source];
}

/** GET /api/admin/config/live: what the running assistant uses now, and Test connection. */
function LiveAssistantCard() {
  const live = useLiveAssistant();
  const test = useTestAssistantConnection();
  const data = live.data;
  return (
    <Card title="Live assistant" data-testid="assistant-live">
      {data ? (
        <Flex vertical gap="middle">
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'provider',
                label: 'Provider',
                children: (
                  <Tag color={data.provider === 'openai' ? 'green' : 'default'} data-testid="assistant-live-provider">
                    {data.provider === 'openai' ? 'OpenAI (live)' : 'Offline'}
                  </Tag>
                ),
              },
              { key: 'model', label: 'Model', children: data.model ?? '—' },
              {
                key: 'key',
                label: 'API key',
                children: data.keySet
                  ? `${data.maskedKey} (${data.keySource === 'config' ? 'saved here' : 'from OPENAI_API_KEY'})`
                  : 'Not set',
              },
              ...USAGE_CONTEXTS.map((context) => ({
                key: context,
                label: `${USAGE_CONTEXT_LABELS[context]} instructions`,
                children: sourceText(data.instructions[context]),
              })),
              {
                key: 'greeting',
                label: 'Chat greeting',
                children: data.initialMessageSource === 'config' ? 'Initial message (config)' : 'Built-in',
              },
            ]}
          />
          <div>
            <Button
              onClick={() => test.mutate()}
              loading={test.isPending}
              style={TAP_TARGET}
              data-testid="assistant-test-connection"
            >
              Test connection
            </Button>
          </div>
          {test.data && (
            <Alert
              data-testid="assistant-test-result"
              type={test.data.ok ? 'success' : 'error'}
              showIcon
              title={test.data.ok ? `Connected (${test.data.latencyMs} ms)` : 'Connection failed'}
              description={test.data.ok ? test.data.reply : test.data.error}
            />
          )}
          {test.isError && (
            <Alert type="error" showIcon title={serverErrorText(test.error, 'The test could not be run')} />
          )}
        </Flex>
      ) : live.isError ? (
        <Alert type="error" showIcon title={serverErrorText(live.error, 'Failed to load the live assistant')} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
