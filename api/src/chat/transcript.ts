import type { StoredFileRecord } from '../files/file.schema';
import type { ChatMessageRecord, ChatSessionRecord } from './chat.schema';

/** Times in mails and transcripts: UTC, to the minute, readable by staff in any time zone. */
const formatTime = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const location = (session: ChatSessionRecord): string => `${session.city}, ${session.country} ${session.flagEmoji}`;

const sizeLabel = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} Bytes`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function visitorLines(session: ChatSessionRecord): string[] {
  const reported =
    session.reportedIp && session.reportedIp !== session.ipAddress ? ` (browser reported ${session.reportedIp})` : '';
  return [
    `Location: ${location(session)}`,
    `IP address: ${session.ipAddress || 'unknown'}${reported}`,
    `Browser: ${session.userAgent || 'unknown'}`,
  ];
}

/** The body of the "new chat session" mail. */
export function newSessionText(session: ChatSessionRecord, adminUrl: string): string {
  return [
    'A visitor started a chat with the assistant.',
    '',
    `Started: ${formatTime(session.startTime)}`,
    ...visitorLines(session),
    `Session: …${session.sessionId.slice(-8)}`,
    session.userId ? `Signed-in client: ${session.userId}` : 'Visitor: anonymous',
    '',
    `Follow the conversation in the admin console: ${adminUrl}`,
  ].join('\n');
}

/**
 * A chat as plain text: the session's facts, then every message with its time and author, with the names of the
 * files shared at that point, then every file of the session. Used for the end-of-chat mail and for downloads.
 */
export function formatTranscript(
  session: ChatSessionRecord,
  messages: ChatMessageRecord[],
  files: StoredFileRecord[],
): string {
  const names = new Map(files.map((file) => [file.id, file.originalName]));
  const header = [
    `Chat transcript — session …${session.sessionId.slice(-8)} (thread ${session.conversationId})`,
    `Started: ${formatTime(session.startTime)}${session.endTime ? `   Ended: ${formatTime(session.endTime)}` : ''}`,
    ...visitorLines(session),
    session.userId ? `Signed-in client: ${session.userId}` : 'Visitor: anonymous',
    `Messages: ${messages.length}`,
  ];
  const body = messages.map((message) => {
    const shared = message.fileIds.map((id) => names.get(id)).filter(Boolean);
    const attachment = shared.length ? `\n  [Files: ${shared.join(', ')}]` : '';
    return `[${formatTime(message.createdAt)}] ${message.role === 'user' ? 'Visitor' : 'Assistant'}:\n${message.content}${attachment}`;
  });
  const fileList = files.length
    ? [
        'Files uploaded:',
        ...files.map(
          (file) => `- ${file.originalName} (${file.mimeType}, ${sizeLabel(file.size)}, ${formatTime(file.createdAt)})`,
        ),
      ]
    : ['Files uploaded: none'];
  return [header.join('\n'), body.join('\n\n'), fileList.join('\n')].join('\n\n');
}
