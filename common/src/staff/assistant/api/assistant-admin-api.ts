import type { HttpClient } from '../../../http/http-client';
import type {
  AssistantConfig,
  AssistantConfigEntry,
  AssistantTestResult,
  CreatePromptInput,
  LiveAssistant,
  SaveAssistantConfigInput,
  SystemPrompt,
  SystemPromptVersion,
  UpdatePromptInput,
} from '../../../contracts/assistant-config';

const area = ['staff', 'assistant'] as const;

/** Query keys of the Assistant Config and System Prompts tabs, all under ['staff', 'assistant']. */
export const staffAssistantKeys = {
  all: area,
  config: [...area, 'config'] as const,
  live: [...area, 'live'] as const,
  prompts: [...area, 'prompts'] as const,
  versions: (promptId: string) => [...area, 'prompts', promptId, 'versions'] as const,
};

const promptPath = (id: string) => `/api/admin/prompts/${encodeURIComponent(id)}`;

export async function fetchAssistantConfig(http: HttpClient, signal?: AbortSignal): Promise<AssistantConfig> {
  const { data } = await http.get<AssistantConfig>('/api/admin/config', { signal });
  return data;
}

export async function fetchLiveAssistant(http: HttpClient, signal?: AbortSignal): Promise<LiveAssistant> {
  const { data } = await http.get<LiveAssistant>('/api/admin/config/live', { signal });
  return data;
}

export async function saveAssistantConfig(
  http: HttpClient,
  input: SaveAssistantConfigInput,
): Promise<AssistantConfigEntry> {
  const { data } = await http.post<{ entry: AssistantConfigEntry }>('/api/admin/config', input);
  return data.entry;
}

export async function testAssistantConnection(http: HttpClient): Promise<AssistantTestResult> {
  const { data } = await http.post<AssistantTestResult>('/api/admin/config/test', {});
  return data;
}

export async function fetchPrompts(http: HttpClient, signal?: AbortSignal): Promise<SystemPrompt[]> {
  const { data } = await http.get<{ prompts: SystemPrompt[] }>('/api/admin/prompts', { signal });
  return data.prompts;
}

export async function createPrompt(http: HttpClient, input: CreatePromptInput): Promise<SystemPrompt> {
  const { data } = await http.post<{ prompt: SystemPrompt }>('/api/admin/prompts', input);
  return data.prompt;
}

export async function updatePrompt(http: HttpClient, id: string, input: UpdatePromptInput): Promise<SystemPrompt> {
  const { data } = await http.put<{ prompt: SystemPrompt }>(promptPath(id), input);
  return data.prompt;
}

export async function togglePrompt(http: HttpClient, id: string, isActive: boolean): Promise<SystemPrompt> {
  const { data } = await http.patch<{ prompt: SystemPrompt }>(`${promptPath(id)}/toggle`, { isActive });
  return data.prompt;
}

export async function fetchPromptVersions(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<SystemPromptVersion[]> {
  const { data } = await http.get<{ versions: SystemPromptVersion[] }>(`${promptPath(id)}/versions`, { signal });
  return data.versions;
}
