import request from 'supertest';
import type { DocumentReview, ReviewChecklistItem } from '@lexa/common';
import { OfflineAssistant } from '../../assistant/offline/offline-provider';
import { binaryBody, makeDocx, makePdf } from '../../test-support/documents';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { archiveLimits } from '../../platform/files/archive-check';
import { extractDocumentText } from '../extract-text';

const NDA_PARAGRAPHS = [
  'MUTUAL NON-DISCLOSURE AGREEMENT',
  'This Mutual Non-Disclosure Agreement is entered into as of March 3, 2026 (the "Effective Date") by and between Acme Robotics, Inc., a Delaware corporation, and Beta Analytics LLC, a California limited liability company.',
  '1. Confidential Information. "Confidential Information" means any non-public business, technical or financial information disclosed by either party, whether orally or in writing.',
  '2. Exclusions. Confidential Information does not include information that is publicly available or already known to the receiving party.',
  '3. Term. This Agreement shall remain in effect for two (2) years and shall automatically renew for successive one-year terms unless either party gives sixty (60) days written notice of termination.',
  '4. Return of Materials. Upon request, the receiving party shall return or destroy all materials containing Confidential Information.',
  '5. Governing Law. This Agreement shall be governed by the laws of the State of Delaware. Any dispute shall be resolved by binding arbitration in Wilmington, Delaware.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.',
];

const SERVICES_LINES = [
  'CONSULTING SERVICES AGREEMENT',
  'This Services Agreement is made on January 15, 2026 between Northwind Traders Ltd and Contoso Consulting LLC.',
  'Services. The Service Provider shall deliver a market analysis report and the deliverables listed in Schedule A.',
  'Fees. The Client shall pay fees of $12,000, payable within 30 days of invoice.',
  'Liability. The Service Provider shall have unlimited liability for any breach of this Agreement.',
  'Changes. The Client may amend these terms at any time in its sole discretion.',
  'Governing law. This Agreement is governed by the laws of England and Wales.',
];

/** A Windows program: what a renamed executable starts with. */
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);

const item = (review: DocumentReview, key: string): ReviewChecklistItem | undefined =>
  review.fullReview?.items.find((entry) => entry.key === key);
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('document review API', () => {
  let t: TestApp;
  let client: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    client = (await t.signup('reviewer@example.com')).token;
    other = (await t.signup('someone-else@example.com')).token;
  });
  afterAll(() => t.close());

  const upload = (token: string, file: Buffer, filename: string, fields: Record<string, string> = {}) => {
    const call = request(t.app).post('/api/documents/review').set(bearer(token));
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    return call.attach('file', file, { filename, contentType: 'application/octet-stream' });
  };
  const fetchReview = async (token: string, id: string) =>
    (await request(t.app).get(`/api/documents/reviews/${id}`).set(bearer(token)).expect(200)).body
      .review as DocumentReview;
  /** Waits for the background work, then reads the review. */
  const finished = async (token: string, id: string) => {
    await t.settled();
    return fetchReview(token, id);
  };
  const counts = async () => ({
    reviews: await t.storage.collection('documentReviews').count({}),
    files: await t.storage.collection('files').count({}),
  });

  it('reviews an uploaded PDF clause by clause and keeps the instructions', async () => {
    const pdf = await makePdf(NDA_PARAGRAPHS.join('\n\n'));
    const response = await upload(client, pdf, 'acme-nda.pdf', {
      reviewInstructions: 'Please focus on the renewal and the term.',
    });
    expect(response.status).toBe(202);
    expect(response.body.review).toMatchObject({
      status: 'pending',
      progress: 0,
      originalFilename: 'acme-nda.pdf',
      reviewInstructions: 'Please focus on the renewal and the term.',
    });

    const review = await finished(client, response.body.review.id);
    expect(review).toMatchObject({ status: 'reviewed', progress: 100, error: null, riskLevel: 'medium' });
    expect(review.fullReview!.documentType).toBe('Non-disclosure agreement');
    expect(review.reviewSummary).toBe(review.fullReview!.summary);
    expect(review.reviewSummary).toContain('Acme Robotics, Inc. and Beta Analytics LLC');
    expect(review.reviewSummary).toContain('renewal');

    expect(item(review, 'parties')).toMatchObject({
      status: 'found',
      finding: 'Parties named: Acme Robotics, Inc. and Beta Analytics LLC.',
    });
    expect(item(review, 'dates')!.finding).toContain('March 3, 2026');
    expect(item(review, 'confidentiality')).toMatchObject({ status: 'found' });
    expect(flat(item(review, 'confidentiality')!.snippet!)).toContain(
      '"Confidential Information" means any non-public business',
    );
    expect(flat(item(review, 'governing-law')!.snippet!)).toContain('governed by the laws of the State of Delaware');
    expect(item(review, 'dispute-resolution')!.finding).toBe('Disputes go to arbitration.');
    expect(item(review, 'signatures')).toMatchObject({ status: 'found' });
    // Not in this NDA: an IP clause is expected in one, and the renewal is flagged (and listed first, as asked).
    expect(item(review, 'intellectual-property')).toMatchObject({ status: 'missing', snippet: null });
    expect(review.fullReview!.items[0]!.key).toMatch(/term-termination|auto-renewal/);
    expect(item(review, 'auto-renewal')).toMatchObject({ status: 'risk' });
    expect(flat(item(review, 'auto-renewal')!.snippet!)).toContain('automatically renew for successive one-year terms');
    // Clauses an NDA does not need are not reported missing.
    expect(item(review, 'payment')).toBeUndefined();
    expect(review.fullReview!.recommendations[0]).toMatch(/^Automatic renewal:/);

    // The document is the client's file, downloadable like any other.
    const file = await request(t.app).get(`/api/files/download/${review.fileId}`).set(bearer(client));
    expect(file.status).toBe(200);
  });

  it('reviews a DOCX and flags its risky clauses', async () => {
    const docx = await makeDocx(SERVICES_LINES);
    const response = await upload(client, docx, 'northwind-services.docx');
    expect(response.status).toBe(202);
    const review = await finished(client, response.body.review.id);
    expect(review.status).toBe('reviewed');
    expect(review.riskLevel).toBe('high');
    expect(review.fullReview!.documentType).toBe('Services or consulting agreement');
    expect(item(review, 'payment')).toMatchObject({ status: 'found' });
    expect(item(review, 'payment')!.finding).toContain('$12,000');
    expect(flat(item(review, 'unlimited-liability')!.snippet!)).toBe(
      'The Service Provider shall have unlimited liability for any breach of this Agreement.',
    );
    expect(item(review, 'unilateral-amendment')).toMatchObject({ status: 'risk' });
    expect(item(review, 'governing-law')!.finding).toBe('Governed by the laws of England and Wales.');
    expect(item(review, 'confidentiality')).toMatchObject({ status: 'missing' });
    expect(item(review, 'signatures')).toMatchObject({ status: 'missing' });
  });

  it('lists only the caller’s reviews, newest first', async () => {
    const { body } = await request(t.app).get('/api/documents/reviews').set(bearer(client)).expect(200);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.reviews.map((review: DocumentReview) => review.originalFilename)).toEqual([
      'northwind-services.docx',
      'acme-nda.pdf',
    ]);
    const theirs = await request(t.app).get('/api/documents/reviews').set(bearer(other)).expect(200);
    expect(theirs.body).toMatchObject({ reviews: [], total: 0 });
  });

  it('streams a real PDF report with the summary, the checklist and the recommendations', async () => {
    const [review] = (await request(t.app).get('/api/documents/reviews?pageSize=1').set(bearer(client))).body
      .reviews as DocumentReview[];
    const response = await request(t.app)
      .get(`/api/documents/reviews/${review!.id}/pdf`)
      .set(bearer(client))
      .buffer(true)
      .parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('northwind-services - review.pdf');
    const text = flat(await extractDocumentText(response.body as Buffer, 'pdf', archiveLimits(t.config)));
    expect(text).toContain('Document Review Report');
    expect(text).toContain('northwind-services.docx');
    expect(text).toContain('Overall risk: High');
    expect(text).toContain(flat(review!.reviewSummary!));
    expect(text).toContain('Unlimited liability');
    expect(text).toContain('Recommendations');
  });

  it('refuses a renamed executable, other types, oversized files and a missing file, storing nothing', async () => {
    const before = await counts();
    const renamed = await upload(client, EXECUTABLE, 'contract.pdf');
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({
      error: 'Please upload only PDF or DOCX files',
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    const text = await upload(client, Buffer.from('plain notes about a contract'), 'notes.txt');
    expect(text.body.error).toBe('Please upload only PDF or DOCX files');
    const large = await upload(
      client,
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]),
      'big.pdf',
    );
    expect(large.status).toBe(413);
    expect(large.body.error).toBe('Please upload files smaller than 10MB');
    const none = await request(t.app)
      .post('/api/documents/review')
      .set(bearer(client))
      .field('reviewInstructions', 'x');
    expect(none.status).toBe(400);
    const json = await request(t.app)
      .post('/api/documents/review')
      .set(bearer(client))
      .send({ documentUrl: 'https://example.com/a.pdf' });
    expect(json.status).toBe(400);
    const longInstructions = await upload(client, await makePdf('An agreement.'), 'a.pdf', {
      reviewInstructions: 'x'.repeat(2001),
    });
    expect(longInstructions.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('fails a document without readable text with a reason, and retries only failed reviews', async () => {
    const scan = await makePdf('');
    const response = await upload(client, scan, 'scan.pdf');
    const failed = await finished(client, response.body.review.id);
    expect(failed).toMatchObject({ status: 'failed', fullReview: null });
    expect(failed.error).toMatch(/could not read any text/);

    const retried = await request(t.app).post(`/api/documents/reviews/${failed.id}/retry`).set(bearer(client));
    expect(retried.status).toBe(202);
    expect(retried.body.review).toMatchObject({ status: 'pending', progress: 0, error: null });
    expect((await finished(client, failed.id)).status).toBe('failed');

    const reviewed = (await request(t.app).get('/api/documents/reviews').set(bearer(client))).body.reviews.find(
      (review: DocumentReview) => review.status === 'reviewed',
    );
    const conflict = await request(t.app).post(`/api/documents/reviews/${reviewed.id}/retry`).set(bearer(client));
    expect(conflict.status).toBe(409);
    const early = await request(t.app).get(`/api/documents/reviews/${failed.id}/pdf`).set(bearer(client));
    expect(early.status).toBe(409);
  });

  it("answers 404 for another client's review, 403 for attorneys and 401 without a token", async () => {
    const [review] = (await request(t.app).get('/api/documents/reviews').set(bearer(client))).body
      .reviews as DocumentReview[];
    for (const path of [`/api/documents/reviews/${review!.id}`, `/api/documents/reviews/${review!.id}/pdf`]) {
      expect((await request(t.app).get(path).set(bearer(other))).status).toBe(404);
    }
    expect((await request(t.app).post(`/api/documents/reviews/${review!.id}/retry`).set(bearer(other))).status).toBe(
      404,
    );
    expect(
      (
        await request(t.app)
          .get('/api/documents/reviews')
          .set(bearer(await t.tokenFor('attorney')))
      ).status,
    ).toBe(403);
    expect((await request(t.app).get('/api/documents/reviews')).status).toBe(401);
    expect((await request(t.app).post('/api/documents/review').attach('file', EXECUTABLE, 'x.pdf')).status).toBe(401);
  });
});

/** Fails the first review it is given, like a provider outage, then reviews normally. */
class FlakyReviewer extends OfflineAssistant {
  failures = 1;

  override async reviewDocument(text: string, instructions: string) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('stub outage');
    }
    return super.reviewDocument(text, instructions);
  }
}

describe('document review processing', () => {
  let t: TestApp;
  let client: string;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp({}, { assistant: new FlakyReviewer('http://localhost') });
    ({ token: client, userId: clientId } = await t.signup('retry@example.com'));
  });
  afterAll(() => t.close());

  const get = async (id: string) =>
    (await request(t.app).get(`/api/documents/reviews/${id}`).set(bearer(client))).body.review as DocumentReview;

  it('marks a review failed when the analysis breaks, and a retry completes it', async () => {
    const pdf = await makePdf(NDA_PARAGRAPHS.join('\n\n'));
    const { body } = await request(t.app)
      .post('/api/documents/review')
      .set(bearer(client))
      .attach('file', pdf, 'nda.pdf')
      .expect(202);
    await t.settled();
    expect(await get(body.review.id)).toMatchObject({
      status: 'failed',
      error: 'The review could not be completed. Please try again.',
      progress: 40,
    });

    await request(t.app).post(`/api/documents/reviews/${body.review.id}/retry`).set(bearer(client)).expect(202);
    await t.settled();
    expect(await get(body.review.id)).toMatchObject({ status: 'reviewed', progress: 100, error: null });
  });

  it('resumes pending and interrupted reviews on start, and gives up on one that keeps being interrupted', async () => {
    const pdf = await makePdf(NDA_PARAGRAPHS.join('\n\n'));
    const { body } = await request(t.app)
      .post('/api/documents/review')
      .set(bearer(client))
      .attach('file', pdf, 'again.pdf')
      .expect(202);
    await t.settled();
    const reviews = t.storage.collection('documentReviews');
    const fileId = (await reviews.findById(body.review.id))!.fileId;
    // As a crashed process leaves them: one never started, one cut short, one cut short too often.
    const base = { clientId, fileId, originalFilename: 'again.pdf', reviewInstructions: '' };
    const pending = await reviews.insert({ ...base, status: 'pending' });
    const running = await reviews.insert({ ...base, status: 'processing', progress: 40, attempts: 1 });
    const stuck = await reviews.insert({ ...base, status: 'processing', progress: 40, attempts: 3 });

    expect(await t.modules.documentReviews.service.resume()).toBe(3);
    await t.settled();
    expect(await get(pending.id)).toMatchObject({ status: 'reviewed', progress: 100 });
    expect(await get(running.id)).toMatchObject({ status: 'reviewed', progress: 100 });
    expect(await get(stuck.id)).toMatchObject({
      status: 'failed',
      error: 'The review could not be completed. Please try again.',
    });
  });

  it('limits the reviews one client may have unfinished', async () => {
    const reviews = t.storage.collection('documentReviews');
    const base = { clientId, fileId: 'f', originalFilename: 'x.pdf', reviewInstructions: '' };
    for (let i = 0; i < 5; i += 1) await reviews.insert({ ...base, status: 'processing' });
    const response = await request(t.app)
      .post('/api/documents/review')
      .set(bearer(client))
      .attach('file', await makePdf('An agreement.'), 'six.pdf');
    expect(response.status).toBe(429);
    await reviews.deleteMany({ fileId: 'f' });
  });
});
