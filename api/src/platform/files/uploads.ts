import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';
import { HttpError } from '../../http/errors';
import type { FileStore } from '../../storage/port';
import type { Logger } from '../logger';
import { FILE_KINDS, SNIFF_BYTES, headMatches, kindOfName, type FileKind } from './file-kinds';

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
 * valid UTF-8 without NUL bytes. A mismatch errors the stream, so the store discards the partial file.
 */
class ContentInspector extends Transform {
  private head: Buffer | null = Buffer.alloc(0);
  private readonly decoder: TextDecoder | null;

  constructor(
    private readonly kind: FileKind,
    private readonly refusal: () => HttpError,
  ) {
    super();
    this.decoder = kind === 'txt' ? new TextDecoder('utf-8', { fatal: true }) : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
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
    callback();
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
    private readonly files: FileStore,
    private readonly policy: UploadPolicy,
  ) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<StoredPart>) => void,
  ): void {
    const name = cleanName(file.originalname);
    const kind = kindOfName(name)!;
    const inspector = new ContentInspector(
      kind,
      () => new HttpError(400, 'UNSUPPORTED_FILE_TYPE', this.policy.messages.unsupportedFormat(name)),
    );
    file.stream.on('error', (error) => inspector.destroy(error));
    // A refusal can happen before the store starts reading (it may await a folder first); the store still sees
    // it, as an errored stream, so this listener only keeps it from counting as an unhandled 'error' event.
    inspector.on('error', () => undefined);
    file.stream.pipe(inspector);
    const { mimeType, category } = FILE_KINDS[kind];
    this.files.save(inspector, { filename: name, contentType: mimeType }).then(
      ({ id, size }) => callback(null, { originalname: name, storageId: id, size, kind, mimeType, category }),
      (error: unknown) => {
        // Drain what the refused file still has in flight, so the parser can finish the request.
        file.stream.unpipe(inspector);
        file.stream.resume();
        callback(error);
      },
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    this.files.remove((file as StoredPart).storageId).then(() => callback(null), callback);
  }
}

/** Removes stored files; used when a request that received them fails. */
async function discardUploads(files: FileStore, received: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(received.map((file) => files.remove(file.storageId)));
}

async function refusal(error: unknown, policy: UploadPolicy, fields: Record<string, unknown>): Promise<unknown> {
  if (!(error instanceof MulterError)) return error;
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
 * Multipart parsing for one route: files under `field`, streamed into the store (never buffered whole), each
 * checked by name and by content. All or nothing: if any file fails, multer removes the ones already stored; if
 * the handler fails afterwards (a limit, an unknown session), `discardOnError` removes them.
 */
export function acceptUploads(files: FileStore, policy: UploadPolicy, logger: Logger, field = 'files'): UploadHandlers {
  const upload = multer({
    storage: new InspectingStorage(files, policy),
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
  }).array(field);

  return {
    receive(req, res, next) {
      upload(req, res, (error: unknown) => {
        if (error) {
          refusal(error, policy, { ...(req.body as Record<string, unknown>) }).then(next, next);
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
