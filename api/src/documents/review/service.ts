import type { Readable } from 'node:stream';
import { documentReviewSchema, type DocumentReview, type DocumentReviewPage } from '@lexa/common';
import type { AssistantProvider } from '../../assistant/provider';
import type { FileService } from '../../files/service';
import { HttpError, notFound } from '../../http/errors';
import { UNSAFE_FILE_MESSAGE, UnsafeFileError } from '../../platform/files/archive-check';
import type { BackgroundTasks } from '../../platform/background-tasks';
import type { ReceivedFile } from '../../platform/files/uploads';
import type { Logger } from '../../platform/logger';
import { toPage, type Paging } from '../../platform/paging';
import type { FileStore } from '../../storage/port';
import { downloadName } from '../pdf';
import type { DocumentReviewRecord } from './document-review.schema';
import { renderReviewReport } from './report-pdf';
import type { DocumentReviewRepository } from './repository';

export interface DocumentReviewDependencies {
  reviews: DocumentReviewRepository;
  files: Pick<FileService, 'register' | 'findByIds' | 'readText'>;
  store: FileStore;
  assistant: AssistantProvider;
  background: BackgroundTasks;
  logger: Logger;
}

/** Reviews a client may have waiting or running at once: each one costs a text extraction and maybe a model call. */
const MAX_UNFINISHED_REVIEWS = 5;
/** Reviews processed at the same time by this process. */
const CONCURRENCY = 2;
/**
 * Processing runs a review gets in all, the client's retries included: one cut short each time (a restart mid-run)
 * or failing each time ends failed instead of looping.
 */
const MAX_ATTEMPTS = 3;

/** How far along a running review is, as the server's progress value (signed-in spec §4). */
const PROGRESS = { claimed: 5, textExtracted: 40, analysed: 75, rendered: 95, done: 100 } as const;

const UNREADABLE =
  'We could not read any text in this document. If it is a scan or a photo, upload a PDF with selectable text or a DOCX file.';
const MISSING_FILE = 'The uploaded document is no longer available. Please upload it again.';
const INTERRUPTED = 'The review could not be completed. Please try again.';
const OUT_OF_ATTEMPTS = `This review has been tried ${MAX_ATTEMPTS} times. Please upload the document again.`;

/** A failure whose message is meant for the client. */
class ReviewFailure extends Error {}

const toDocumentReview = (record: DocumentReviewRecord): DocumentReview => documentReviewSchema.parse(record);

/** At most `limit` tasks at a time; the rest wait their turn in order. */
class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run(work: () => Promise<void>): Promise<void> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

/**
 * Document Review (signed-in spec §2.2): the upload is stored and answered at once; the review runs in the background
 * (extract the text, have the assistant go through the clause checklist, render the PDF report), writing its progress
 * to the store as it goes. The store is the queue: a restart re-queues whatever was pending or running.
 */
export class DocumentReviewService {
  private readonly slots = new Slots(CONCURRENCY);
  /** Ids queued in this process, so a resume and a retry never run the same review twice at once. */
  private readonly queued = new Set<string>();

  constructor(private readonly deps: DocumentReviewDependencies) {}

  /** Refuses a new upload, before any byte of it is stored, when the client already has enough reviews running. */
  async assertCanStart(clientId: string): Promise<void> {
    if ((await this.deps.reviews.countUnfinished(clientId)) >= MAX_UNFINISHED_REVIEWS) {
      throw new HttpError(
        429,
        'RATE_LIMITED',
        `You have ${MAX_UNFINISHED_REVIEWS} reviews in progress. Please wait for one to finish before starting another.`,
      );
    }
  }

  async start(clientId: string, upload: ReceivedFile, reviewInstructions: string): Promise<DocumentReview> {
    const [file] = await this.deps.files.register([upload], {
      source: 'user',
      ownerId: clientId,
      uploadedBy: clientId,
    });
    const review = await this.deps.reviews.create({
      clientId,
      fileId: file!.id,
      originalFilename: file!.originalName,
      reviewInstructions,
    });
    this.enqueue(review.id);
    return toDocumentReview(review);
  }

  async list(clientId: string, paging: Paging): Promise<DocumentReviewPage> {
    const [records, total] = await this.deps.reviews.listForClient(clientId, toPage(paging));
    return { reviews: records.map(toDocumentReview), total, ...paging };
  }

  async get(clientId: string, id: string): Promise<DocumentReview> {
    return toDocumentReview(await this.own(clientId, id));
  }

  /** A failed review starts again from the stored document, while it has attempts left. */
  async retry(clientId: string, id: string): Promise<DocumentReview> {
    if ((await this.own(clientId, id)).attempts >= MAX_ATTEMPTS) throw new HttpError(409, 'CONFLICT', OUT_OF_ATTEMPTS);
    const review = await this.deps.reviews.transition(id, ['failed'], {
      $set: { status: 'pending', progress: 0, error: null },
    });
    if (!review) throw new HttpError(409, 'CONFLICT', 'Only a failed review can be retried');
    this.enqueue(id);
    return toDocumentReview(review);
  }

  /** The stored PDF report of a finished review. */
  async openReport(clientId: string, id: string): Promise<{ filename: string; content: Readable }> {
    const review = await this.own(clientId, id);
    if (review.status !== 'reviewed')
      throw new HttpError(409, 'CONFLICT', 'The report is available once the review is complete');
    const content = review.reportStorageId ? await this.deps.store.open(review.reportStorageId) : null;
    if (!content) throw notFound('Report');
    return {
      filename: downloadName(`${review.originalFilename.replace(/\.(pdf|docx)$/i, '')} - review`, 'pdf'),
      content,
    };
  }

  /**
   * On start: reviews that were running when the process stopped are pending again, and every pending review is
   * queued. Returns how many were queued.
   */
  async resume(): Promise<number> {
    await this.deps.reviews.requeueProcessing();
    const pending = await this.deps.reviews.listPending();
    for (const review of pending) this.enqueue(review.id);
    return pending.length;
  }

  private async own(clientId: string, id: string): Promise<DocumentReviewRecord> {
    const review = await this.deps.reviews.findForClient(clientId, id);
    if (!review) throw notFound('Review');
    return review;
  }

  private enqueue(id: string): void {
    if (this.queued.has(id)) return;
    this.queued.add(id);
    this.deps.background.run('document-review', () =>
      this.slots.run(async () => {
        this.queued.delete(id);
        await this.process(id);
      }),
    );
  }

  private async process(id: string): Promise<void> {
    const { reviews } = this.deps;
    // The claim: only one worker moves a review from pending to processing.
    const review = await reviews.transition(id, ['pending'], {
      $set: { status: 'processing', progress: PROGRESS.claimed, error: null },
      $inc: { attempts: 1 },
    });
    if (!review) return;
    if (review.attempts > MAX_ATTEMPTS) {
      await reviews.transition(id, ['processing'], { $set: { status: 'failed', error: INTERRUPTED } });
      return;
    }
    let reportStorageId: string | null = null;
    try {
      const text = await this.documentText(review);
      await reviews.setProgress(id, PROGRESS.textExtracted);

      const report = await this.deps.assistant.reviewDocument(text, review.reviewInstructions);
      await reviews.setProgress(id, PROGRESS.analysed);

      const pdf = renderReviewReport({
        originalFilename: review.originalFilename,
        reviewedAt: new Date(),
        instructions: review.reviewInstructions,
        report,
      });
      reportStorageId = (
        await this.deps.store.save(pdf, { filename: `review-${id}.pdf`, contentType: 'application/pdf' })
      ).id;
      await reviews.setProgress(id, PROGRESS.rendered);

      const done = await reviews.transition(id, ['processing'], {
        $set: {
          status: 'reviewed',
          progress: PROGRESS.done,
          reviewSummary: report.summary,
          riskLevel: report.riskLevel,
          fullReview: report,
          reportStorageId,
        },
      });
      // Requeued or removed meanwhile: the report belongs to no review.
      if (!done) await this.deps.store.remove(reportStorageId);
    } catch (error) {
      this.deps.logger.warn({ err: error, reviewId: id }, 'document review failed');
      if (reportStorageId) await this.deps.store.remove(reportStorageId).catch(() => undefined);
      await reviews.transition(id, ['processing'], {
        $set: { status: 'failed', error: error instanceof ReviewFailure ? error.message : INTERRUPTED },
      });
    }
  }

  private async documentText(review: DocumentReviewRecord): Promise<string> {
    const [file] = await this.deps.files.findByIds([review.fileId]);
    if (!file) throw new ReviewFailure(MISSING_FILE);
    const text = await this.deps.files.readText(file).catch((error: unknown) => {
      throw error instanceof UnsafeFileError ? new ReviewFailure(UNSAFE_FILE_MESSAGE) : error;
    });
    if (!text?.trim()) throw new ReviewFailure(UNREADABLE);
    return text;
  }
}
