/** The landing page's chat parameters (public spec §2): `text` or `message`, `preset`, `attorney`, `send`. */
export interface ChatQuery {
  initialText?: string;
  preset?: string;
  attorney?: string;
  autoSend: boolean;
}

export function readChatQuery(params: URLSearchParams): ChatQuery {
  const send = params.get('send');
  return {
    initialText: params.get('text') ?? params.get('message') ?? undefined,
    preset: params.get('preset') ?? undefined,
    attorney: params.get('attorney') ?? undefined,
    autoSend: send === 'true' || send === '1',
  };
}

/** Where a service button or search result goes: the landing, with the service's message sent automatically. */
export const serviceChatLink = (message: string): string => `/?${new URLSearchParams({ text: message, send: 'true' })}`;
