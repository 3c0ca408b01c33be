/**
 * Fills the configured store (embedded under DATA_DIR, or MongoDB when MONGODB_URI is set) through the storage port
 * with a firm's years: clients, requests of every status spread over three years, and one request with a long
 * conversation.
 *
 *   npm run seed:scale -- --requests 100000 --clients 2000 --messages 1000
 *
 * It adds to what is there (start the server once first for the admin and demo accounts). Seeded clients have no
 * usable password. Inserts go in batches, one transaction each on the embedded store.
 */
import { REQUEST_STATUSES, CATEGORIES, PRIORITIES } from '@lexa/common';
import { loadConfig } from '../src/config';
import { openStorage } from '../src/storage/open-storage';
import { newId } from '../src/storage/ids';

const BATCH = 2_000;
/** The request that carries the long conversation (the bench finds it by this title). */
const LONG_CONVERSATION_TITLE = 'A long conversation';
const YEARS = 3;
const DAY = 24 * 60 * 60 * 1000;

function option(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

const FIRST = [
  'Ada',
  'Bert',
  'Carla',
  'Dmitri',
  'Elena',
  'Farah',
  'Gustav',
  'Hana',
  'Ivo',
  'Jonas',
  'Keiko',
  'Lena',
  'Marek',
  'Nia',
  'Omar',
  'Priya',
];
const LAST = [
  'Lovelace',
  'Oyelaran',
  'Quist',
  'Novak',
  'Sato',
  'Haddad',
  'Berg',
  'Moreau',
  'Okafor',
  'Silva',
  'Kowalski',
  'Lindqvist',
];
const SUBJECTS = [
  'lease',
  'deposit',
  'contract',
  'invoice',
  'trademark',
  'custody',
  'visa',
  'dismissal',
  'warranty',
  'boundary',
  'estate',
  'licence',
];
const ISSUES = ['dispute', 'review', 'question', 'claim', 'filing', 'notice', 'renewal', 'appeal'];

/** A deterministic pseudo-random sequence, so two seeded stores hold the same data. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function main() {
  const requests = option('requests', 100_000);
  const clients = option('clients', 2_000);
  const messages = option('messages', 1_000);
  const config = loadConfig();
  const storage = await openStorage(config);
  const random = generator(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const started = Date.now();
  const now = Date.now();
  const run = Date.now().toString(36);

  const clientIds: { id: string; name: string; email: string }[] = [];
  for (let start = 0; start < clients; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, clients - start) }, (_, offset) => {
      const i = start + offset;
      const [firstName, lastName] = [pick(FIRST), pick(LAST)];
      const email = `${firstName}.${lastName}.${i}.${run}@clients.example`.toLowerCase();
      const client = { id: newId(), name: `${firstName} ${lastName}`, email };
      clientIds.push(client);
      const createdAt = new Date(now - random() * YEARS * 365 * DAY);
      return {
        id: client.id,
        email,
        username: email,
        firstName,
        lastName,
        passwordHash: '!',
        createdAt,
        updatedAt: createdAt,
      };
    });
    await storage.collection('users').insertMany(batch);
  }

  for (let start = 0; start < requests; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, requests - start) }, (_, offset) => {
      const i = start + offset;
      const client = pick(clientIds);
      const createdAt = new Date(now - random() * YEARS * 365 * DAY);
      const subject = pick(SUBJECTS);
      return {
        requestNumber: `LR-${run.toUpperCase()}-${i.toString(36).toUpperCase().padStart(4, '0')}`,
        clientId: client.id,
        title: `${subject[0]!.toUpperCase()}${subject.slice(1)} ${pick(ISSUES)} ${i}`,
        description: `About the ${pick(SUBJECTS)} and the ${pick(SUBJECTS)}: ${pick(ISSUES)} needed, reference ${i}.`,
        category: pick(CATEGORIES),
        status: pick(REQUEST_STATUSES),
        priority: pick(PRIORITIES),
        contactName: client.name,
        contactEmail: client.email,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await storage.collection('legalRequests').insertMany(batch);
    process.stdout.write(`\rrequests: ${start + batch.length}/${requests}`);
  }
  process.stdout.write('\n');

  if (messages && clientIds.length) {
    // One request whose conversation (its thread's messages) runs to `messages` entries, a few of them internal notes.
    const client = clientIds[0]!;
    const first = now - messages * 60_000;
    const request = await storage.collection('legalRequests').insert({
      requestNumber: `LR-${run.toUpperCase()}-LONG`,
      clientId: client.id,
      title: LONG_CONVERSATION_TITLE,
      description: 'A matter that has gone on for a long time, with a long conversation.',
      contactName: client.name,
      contactEmail: client.email,
      status: 'in_progress',
      createdAt: new Date(first),
    });
    const thread = await storage.collection('messageThreads').insert({
      clientId: client.id,
      requestId: request.id,
      subject: LONG_CONVERSATION_TITLE,
      type: 'request_linked',
      lastMessageAt: new Date(first),
    });
    await storage.collection('legalRequests').updateOne({ id: request.id }, { $set: { threadId: thread.id } });
    for (let start = 0; start < messages; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, messages - start) }, (_, offset) => {
        const i = start + offset;
        const fromClient = i % 2 === 0;
        const createdAt = new Date(first + i * 60_000);
        return {
          threadId: thread.id,
          senderId: fromClient ? client.id : 'staff',
          senderRole: fromClient ? ('client' as const) : ('admin' as const),
          content: `Message ${i} about the ${pick(SUBJECTS)} ${pick(ISSUES)}.`,
          aliasUsed: fromClient ? '' : 'Sarah',
          isInternal: !fromClient && i % 10 === 1,
          isRead: true,
          createdAt,
          updatedAt: createdAt,
        };
      });
      await storage.collection('messages').insertMany(batch);
    }
    await storage
      .collection('messageThreads')
      .updateOne({ id: thread.id }, { $set: { lastMessageAt: new Date(), lastMessagePreview: 'The latest message' } });
  }

  await storage.close();
  console.log(
    `Seeded ${clients} clients, ${requests} requests, ${messages} messages into the ${storage.kind} store in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
