import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import type { Writable } from 'node:stream';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';
import { HttpError } from '../../http/errors';
import type { FileStore } from '../../storage/port';
import type { Logger } from '../logger';
import { UNSAFE_FILE_MESSAGE, UnsafeFileError, type ArchiveLimits } from './archive-check';
import { checkBeforeOpening, isInflatedKind } from './document-check';
import { FILE_KINDS, SNIFF_BYTES, headMatches, kindOfName, type FileKind } from './file-kinds';

/** What every upload route shares: where files go, how archives are checked, and each account's quota. */
export interface UploadContext {
  store: FileStore;
  logger: Logger;
  archive: ArchiveLimits;
  quota: {
    /** What one account may store in all. */
    bytes: number;
    /** What the account stores already. */
    storedBytes(accountId: string): Promise<number>;
  };
}

export const quotaExceeded = () => new HttpError(413, 'QUOTA_EXCEEDED', 'Storage quota exceeded');

/**
 * The account's quota left, refused when it has no room for `bytes` more. Uploads check it before storing a byte;
 * the last word is FileService.register's, which counts and records under one lock per account.
 */
export async function quotaLeft(quota: UploadContext['quota'], accountId: string, bytes = 1): Promise<number> {
  const left = quota.bytes - (await quota.storedBytes(accountId));
  if (left < bytes) throw quotaExceeded();
  return left;
}
const unsafeFile = () => new HttpError(400, 'UNSAFE_FILE', UNSAFE_FILE_MESSAGE);
const unreadableUpload = () => new HttpError(400, 'VALIDATION_FAILED', 'The upload could not be read.');
const namelessFile = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'Every file in the upload needs a file name. Nothing was saved.');

/** One request's upload under way: the bytes it may still store, and every save it started. */
interface Receipt {
  /** The caller's quota left, unbounded for an anonymous visitor. */
  left: number;
  /** Each resolves to the stored id, or null when the save failed (and removed its partial file). */
  saves: Promise<string | null>[];
  /** Parts the body opens, counted on the raw bytes, and parts the parser handed on: busboy skips a part whose headers it cannot parse. */
  partsSent: number;
  partsRead: number;
}
const receipts = new WeakMap<Request, Receipt>();

/** The file store failed, not the request: stays a 500 instead of being taken for a malformed upload. */
class StoreFailure extends Error {
  constructor(readonly failure: unknown) {
    super('The file store failed');
  }
}

/** What one upload route accepts, and how it words each refusal (the specs fix the wording per screen). */
export interface UploadPolicy {
  kinds: readonly FileKind[];
  maxFileSize: number;
  /** Files in one request. */
  maxFiles: number;
  messages: {
    unsupportedFormat(file: string): string;
    unsupportedExtension(file: string): string;
    tooLarge(file: string): string;
    /** Given the form fields read before the extra file, so the message can count what already exists. */
    tooMany(fields: Record<string, unknown>): Promise<string>;
  };
}

/** A file that passed every check and sits in the file store; nothing about it came unverified from the browser. */
export interface ReceivedFile {
  originalName: string;
  storageId: string;
  size: number;
  kind: FileKind;
  mimeType: string;
  category: 'image' | 'other';
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `acceptUploads` once every file of the request is stored. */
    uploads?: ReceivedFile[];
  }
}

/** What our engine adds to multer's file record; multer merges it into `req.files`. */
type StoredPart = Express.Multer.File & Omit<ReceivedFile, 'originalName'>;

/** A display name without paths or control characters, at most 200 characters, keeping the extension. */
function cleanName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"]/gu, '').trim();
  if (base.length <= 200) return base || 'file';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
}

/**
 * Lets bytes through only once the first ones match the kind the name promises; for text, checks every chunk is
 * valid UTF-8 without NUL bytes; stops at the request's byte budget (the quota); keeps a PDF or DOCX whole (at most
 * the route's size limit) to check what it inflates to before it counts as received. Any refusal errors the stream, so
 * the store discards the partial file.
 */
class ContentInspector extends Transform {
  private head: Buffer | null = Buffer.alloc(0);
  private readonly decoder: TextDecoder | null;
  /** A PDF's or DOCX's bytes so far. */
  private readonly document: Buffer[] | null;

  constructor(
    private readonly kind: FileKind,
    private readonly refusal: () => HttpError,
    private readonly budget: Pick<Receipt, 'left'>,
    private readonly archiveLimits: ArchiveLimits,
  ) {
    super();
    this.decoder = kind === 'txt' ? new TextDecoder('utf-8', { fatal: true }) : null;
    this.document = isInflatedKind(kind) ? [] : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.budget.left -= chunk.length;
    if (this.budget.left < 0) return callback(quotaExceeded());
    this.document?.push(chunk);
    if (this.head) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < SNIFF_BYTES) return callback();
      if (!headMatches(this.kind, this.head)) return callback(this.refusal());
      [chunk, this.head] = [this.head, null];
    }
    callback(this.checkText(chunk) ? null : this.refusal(), chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.head) {
      // The whole file is shorter than a signature: only a short text file can be valid.
      if (
        !this.head.length ||
        !headMatches(this.kind, this.head) ||
        this.kind !== 'txt' ||
        !this.checkText(this.head)
      ) {
        return callback(this.refusal());
      }
      this.push(this.head);
    }
    try {
      this.decoder?.decode();
    } catch {
      return callback(this.refusal());
    }
    if (!this.document || !isInflatedKind(this.kind)) return callback();
    // A merely broken document is kept: reading its text fails later the ordinary way ("could not read any text").
    checkBeforeOpening(this.kind, Buffer.concat(this.document), this.archiveLimits).then(
      () => callback(),
      (error: unknown) => callback(error instanceof UnsafeFileError ? unsafeFile() : null),
    );
  }

  private checkText(chunk: Buffer): boolean {
    if (!this.decoder) return true;
    if (chunk.includes(0)) return false;
    try {
      this.decoder.decode(chunk, { stream: true });
      return true;
    } catch {
      return false;
    }
  }
}

/** A multer storage engine that streams each accepted file through the inspector into the file store. */
class InspectingStorage implements StorageEngine {
  constructor(
    private readonly context: UploadContext,
    private readonly policy: UploadPolicy,
  ) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<StoredPart>) => void,
  ): void {
    const name = cleanName(file.originalname);
    const kind = kindOfName(name)!;
    const receipt = receipts.get(req)!;
    const inspector = new ContentInspector(
      kind,
      () => new HttpError(400, 'UNSUPPORTED_FILE_TYPE', this.policy.messages.unsupportedFormat(name)),
      receipt,
      this.context.archive,
    );
    // A broken or aborted body fails the file's stream: the client's fault, told apart from a failing store.
    let bodyFailed = false;
    file.stream.on('error', (error) => {
      bodyFailed = true;
      inspector.destroy(error);
    });
    // A refusal can happen before the store starts reading (it may await a folder first); the store still sees
    // it, as an errored stream, so this listener only keeps it from counting as an unhandled 'error' event.
    inspector.on('error', () => undefined);
    file.stream.pipe(inspector);
    const { mimeType, category } = FILE_KINDS[kind];
    const saving = this.context.store.save(inspector, { filename: name, contentType: mimeType });
    receipt.saves.push(
      saving.then(
        ({ id }) => id,
        () => null,
      ),
    );
    saving.then(
      ({ id, size }) => callback(null, { originalname: name, storageId: id, size, kind, mimeType, category }),
      (error: unknown) => {
        // Drain what the refused file still has in flight, so the parser can finish the request.
        file.stream.unpipe(inspector);
        file.stream.resume();
        callback(error instanceof HttpError || bodyFailed ? error : new StoreFailure(error));
      },
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    this.context.store.remove((file as StoredPart).storageId).then(() => callback(null), callback);
  }
}

/** Removes stored files; used when a request that received them fails. */
async function discardUploads(files: FileStore, received: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(received.map((file) => files.remove(file.storageId)));
}

/**
 * The answer to a failed upload. Our own refusals stand and a failing store stays a server error; anything else
 * came from parsing a body that is not a well-formed upload (busboy's errors, an aborted request) and is the
 * client's: a 400, never a 500.
 */
async function refusal(error: unknown, policy: UploadPolicy, fields: Record<string, unknown>): Promise<unknown> {
  if (error instanceof HttpError) return error;
  if (error instanceof StoreFailure) return error.failure;
  if (!(error instanceof MulterError)) return unreadableUpload();
  const filename = (error as MulterError & { filename?: string }).filename;
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, 'PAYLOAD_TOO_LARGE', policy.messages.tooLarge(cleanName(filename ?? 'file')));
    case 'LIMIT_FILE_COUNT':
      return new HttpError(400, 'TOO_MANY_FILES', await policy.messages.tooMany(fields));
    default:
      return new HttpError(400, 'VALIDATION_FAILED', `The upload could not be read: ${error.message}`);
  }
}

export interface UploadHandlers {
  /** Parses the multipart body and sets `req.uploads`. */
  receive: RequestHandler;
  /** Placed after the route's handler: removes the request's files before the error answers. */
  discardOnError: ErrorRequestHandler;
}

/**
 * Feeds the body to busboy, refusing the whole upload at a part under the file field that busboy would not take
 * as a file (no file name, or a `filename*` it cannot decode): multer would drop such a part without a word.
 */
function refuseNamelessFiles(field: string) {
  return (req: Request, busboy: Writable & NodeJS.EventEmitter): void => {
    const receipt = receipts.get(req)!;
    busboy.on('file', (_name: string, _stream: unknown, info: { filename?: string }) => {
      receipt.partsRead += 1;
      if (!info.filename) busboy.destroy(namelessFile());
    });
    busboy.on('field', (name: string) => {
      receipt.partsRead += 1;
      if (name === field) busboy.destroy(namelessFile());
    });
    countParts(req, receipt);
    req.pipe(busboy);
  };
}

/** Reads the body to its end before an early answer, so the client sees the answer instead of a broken pipe. */
function drain(req: Request): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    req.once('end', resolve).once('close', resolve).resume();
  });
}

/** Counts the parts the raw body opens (each delimiter line but the closing one), across chunk edges. */
function countParts(req: Request, receipt: Receipt): void {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.get('content-type') ?? '');
  if (!boundary) return;
  const opening = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}\r\n`);
  // The first delimiter may start the body without a line break before it.
  let carry = Buffer.from('\r\n');
  req.on('data', (chunk: Buffer) => {
    const window = Buffer.concat([carry, chunk]);
    for (let at = window.indexOf(opening); at !== -1; at = window.indexOf(opening, at + 1)) receipt.partsSent += 1;
    carry = window.subarray(Math.max(0, window.length - opening.length + 1));
  });
}

/**
 * Multipart parsing for one route: files under `field`, streamed into the store (never buffered whole), each
 * checked by name and by content, within the caller's quota. All or nothing: if any file fails, multer removes the
 * ones already stored; if the handler fails afterwards (a limit, an unknown session), `discardOnError` removes them.
 */
export function acceptUploads(context: UploadContext, policy: UploadPolicy, field = 'files'): UploadHandlers {
  const { store: files, logger } = context;
  const options: multer.Options & { streamHandler: ReturnType<typeof refuseNamelessFiles> } = {
    storage: new InspectingStorage(context, policy),
    // multer 2.5's hook, not in its type definitions yet.
    streamHandler: refuseNamelessFiles(field),
    defParamCharset: 'utf8',
    limits: {
      fileSize: policy.maxFileSize,
      files: policy.maxFiles,
      fields: 20,
      fieldSize: 10_000,
      parts: policy.maxFiles + 20,
    },
    fileFilter(_req, file, accept) {
      const name = cleanName(file.originalname);
      const kind = kindOfName(name);
      if (kind && policy.kinds.includes(kind)) return accept(null, true);
      // The widget checks the MIME type first, then the extension (public spec §5); the server words it the same way.
      const declaredAllowed = policy.kinds.some((allowed) => FILE_KINDS[allowed].declaredTypes.includes(file.mimetype));
      const message = declaredAllowed
        ? policy.messages.unsupportedExtension(name)
        : policy.messages.unsupportedFormat(name);
      accept(new HttpError(400, 'UNSUPPORTED_FILE_TYPE', message));
    },
  };
  const upload = multer(options).array(field);

  /** The caller's quota left, checked before any byte is stored; an anonymous chat is bounded per session instead. */
  const callerQuotaLeft = async (req: Request): Promise<number> => {
    const accountId = req.caller?.user.id;
    return accountId ? quotaLeft(context.quota, accountId) : Infinity;
  };

  /**
   * Multer answers a broken body as soon as the parser fails, while saves may still be under way: waits for each and
   * removes what any of them stored, so nothing of a refused upload outlives its answer.
   */
  const discardReceipt = async (req: Request): Promise<void> => {
    const stored = await Promise.all(receipts.get(req)?.saves ?? []);
    await Promise.all(stored.flatMap((id) => (id ? [files.remove(id)] : [])));
  };

  return {
    async receive(req, res, next) {
      try {
        receipts.set(req, { left: await callerQuotaLeft(req), saves: [], partsSent: 0, partsRead: 0 });
      } catch (error) {
        await drain(req);
        return next(error);
      }
      upload(req, res, (error: unknown) => {
        const receipt = receipts.get(req)!;
        // A part busboy skipped (headers it could not parse) would be a file silently dropped: all or nothing.
        if (!error && receipt.partsSent > receipt.partsRead) error = unreadableUpload();
        if (error) {
          Promise.all([discardReceipt(req), drain(req)])
            .then(() => refusal(error, policy, { ...(req.body as Record<string, unknown>) }))
            .then(next, next);
          return;
        }
        req.uploads = ((req.files ?? []) as StoredPart[]).map(
          ({ originalname, storageId, size, kind, mimeType, category }) => ({
            originalName: originalname,
            storageId,
            size,
            kind,
            mimeType,
            category,
          }),
        );
        next();
      });
    },
    discardOnError(error, req, _res, next) {
      const received = req.uploads ?? [];
      req.uploads = [];
      discardUploads(files, received)
        .catch((cause: unknown) => logger.error({ err: cause }, 'could not remove the files of a failed upload'))
        .finally(() => next(error));
    },
  };
}
