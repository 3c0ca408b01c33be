/**
 * How fast the offline assistant answers: 500 varied messages (every catalogue message, the chips, small talk and
 * follow-ups, each with a short history), timed one by one. Prints p50/p95; the target is p95 <= 50 ms.
 *
 *   npx tsx api/scripts/bench-offline-assistant.ts
 */
import { performance } from 'node:perf_hooks';
import { CHAT_CHIPS, SERVICES } from '@lexa/common';
import { OfflineAssistant } from '../src/assistant/offline/offline-provider';
import type { TranscriptMessage } from '../src/assistant/provider';

const SMALL_TALK = [
  'hello',
  'thanks!',
  'who are you?',
  'How much does it cost?',
  'This is urgent, the hearing is tomorrow',
  "what's the weather",
];
const FOLLOW_UPS = [
  'We are in Delaware.',
  'yes',
  'About $25,000.',
  'In the UK',
  'The deadline is next Friday.',
  'I am the employer.',
];

function messages(count: number): { history: TranscriptMessage[]; message: string }[] {
  const pool = [
    ...SERVICES.map((service) => service.message),
    ...CHAT_CHIPS.map((chip) => chip.message),
    ...SMALL_TALK,
  ];
  return Array.from({ length: count }, (_, index) => {
    const opener = pool[index % pool.length]!;
    // Every third message is a follow-up to a catalogue question, so history scanning is measured too.
    if (index % 3 === 2) {
      const history: TranscriptMessage[] = [
        { role: 'user', content: opener },
        { role: 'assistant', content: 'Where are you based, and is there a deadline?' },
      ];
      return { history, message: FOLLOW_UPS[index % FOLLOW_UPS.length]! };
    }
    return { history: [], message: opener };
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const assistant = new OfflineAssistant('http://localhost:8080');
  const inputs = messages(500);
  await assistant.reply(inputs[0]!); // warm-up: module-level pattern compilation is not a per-reply cost
  const timings: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    const reply = await assistant.reply(input);
    timings.push(performance.now() - started);
    if (!reply.trim()) throw new Error(`Empty reply to ${JSON.stringify(input.message)}`);
  }
  timings.sort((a, b) => a - b);
  const format = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`offline assistant, ${timings.length} replies`);
  console.log(
    `  p50 ${format(percentile(timings, 50))}   p95 ${format(percentile(timings, 95))}   max ${format(timings.at(-1)!)}   (target p95 <= 50 ms)`,
  );
}

void main();
