import { describe, expect, it } from '@jest/globals';
import { readChatQuery, serviceChatLink } from '../utils/chat-query';

describe('readChatQuery', () => {
  it('reads text or message, preset, attorney and send', () => {
    expect(readChatQuery(new URLSearchParams('text=Hi&send=true'))).toEqual({ initialText: 'Hi', autoSend: true });
    expect(readChatQuery(new URLSearchParams('message=Hello&send=1'))).toMatchObject({
      initialText: 'Hello',
      autoSend: true,
    });
    expect(readChatQuery(new URLSearchParams('preset=attorney-referral&attorney=jordan-reyes'))).toEqual({
      preset: 'attorney-referral',
      attorney: 'jordan-reyes',
      autoSend: false,
    });
  });

  it('sends automatically only for send=true or send=1', () => {
    for (const value of ['false', '0', 'yes', 'TRUE', ''])
      expect(readChatQuery(new URLSearchParams({ send: value })).autoSend).toBe(false);
  });
});

describe('serviceChatLink', () => {
  it('points at the landing with the message and send=true', () => {
    const link = new URL(serviceChatLink('Can you review my NDA? 50% off & more'), 'http://localhost');
    expect(link.pathname).toBe('/');
    expect(link.searchParams.get('text')).toBe('Can you review my NDA? 50% off & more');
    expect(link.searchParams.get('send')).toBe('true');
  });
});
