import { OfflineAssistant } from '../assistant/offline/offline-provider';

const assistant = new OfflineAssistant('https://lexa.example');

/** The offline assistant's reply to a visitor's first message. */
export const replyTo = (message: string) => assistant.reply({ history: [], message });

/** An area answer's heading line ("This sounds like …"), after any urgent or safety paragraph. */
export const headingOf = (reply: string) => reply.split('\n').find((line) => line.startsWith('This sounds like'));
