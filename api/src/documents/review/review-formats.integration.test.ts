import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { DocumentReview } from '@lexa/common';
import { makeDocx, makePdf } from '../../test-support/documents';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

/** Held-out contracts of several pages each, in different drafting styles (ALL-CAPS headings, schedules, exhibits). */
const HOLDOUT = join(__dirname, '../../assistant/offline/eval/holdout');
const CONTRACTS = [
  'hosting-cloud',
  'franchise-bakery',
  'distribution-exclusive',
  'employment-executive',
  // A redaction legend and [***] gaps; an ALL-CAPS governing-law clause under a numbered article.
  'oem-license-imaging',
  'gas-transportation',
];

describe('document review: the same contract as PDF or DOCX', () => {
  let t: TestApp;
  let client: string;

  beforeAll(async () => {
    t = await createTestApp();
    client = (await t.signup('formats@example.com')).token;
  });
  afterAll(() => t.close());

  const review = async (file: Buffer, filename: string) => {
    const uploaded = await request(t.app)
      .post('/api/documents/review')
      .set(bearer(client))
      .attach('file', file, { filename, contentType: 'application/octet-stream' })
      .expect(202);
    await t.settled();
    const { body } = await request(t.app)
      .get(`/api/documents/reviews/${(uploaded.body.review as DocumentReview).id}`)
      .set(bearer(client))
      .expect(200);
    return body.review as DocumentReview;
  };

  it.each(CONTRACTS)('%s gives one report whichever format it is uploaded in', async (name) => {
    const text = readFileSync(join(HOLDOUT, `${name}.txt`), 'utf8');
    // The PDF wraps lines where the page runs out and carries page numbers; the DOCX has one paragraph per line.
    const fromPdf = await review(await makePdf(text, { pageNumbers: true }), `${name}.pdf`);
    const fromDocx = await review(await makeDocx(text.split('\n')), `${name}.docx`);

    expect(fromPdf.status).toBe('reviewed');
    expect(fromDocx.status).toBe('reviewed');
    expect(fromPdf.fullReview).toEqual(fromDocx.fullReview);
    expect(fromPdf.riskLevel).toBe(fromDocx.riskLevel);
    // The report is a real one: governing law is found and quoted from the document itself.
    const governingLaw = fromPdf.fullReview!.items.find((item) => item.key === 'governing-law')!;
    expect(governingLaw.status).toBe('found');
    expect(text.replace(/\s+/g, ' ')).toContain(governingLaw.snippet!.replace(/…/g, '').trim().slice(0, 60));
  });
});
