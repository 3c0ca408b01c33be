import request from 'supertest';
import type { DocumentReview } from '@lexa/common';
import { createLogger } from '../../platform/logger';
import { makePdf } from '../../test-support/documents';
import { StubResponsesServer, textResponse } from '../../test-support/openai-stub';
import { bearer, createTestApp } from '../../test-support/test-app';
import { formatOutline, parseOutline } from '../outline';
import { defaultAssistantSettings } from '../settings';
import { OpenAIAssistant } from './openai-provider';

const NDA = [
  'MUTUAL NON-DISCLOSURE AGREEMENT between Acme Robotics, Inc. and Beta Analytics LLC, effective March 3, 2026.',
  'Confidential Information means any non-public information disclosed by either party.',
  'This Agreement shall automatically renew for successive one-year terms.',
  'This Agreement shall be governed by the laws of the State of Delaware.',
].join('\n\n');

const REVIEW = {
  documentType: 'Non-disclosure agreement',
  summary: 'A mutual NDA between Acme Robotics and Beta Analytics with an automatic renewal.',
  riskLevel: 'medium',
  items: [
    {
      key: 'Auto Renewal',
      clause: 'Automatic renewal',
      status: 'risk',
      snippet: 'This Agreement shall automatically   renew for successive one-year terms.',
      finding: 'The NDA renews every year.',
      recommendation: 'Ask for renewal by written agreement only.',
    },
    {
      key: 'governing-law',
      clause: 'Governing law',
      status: 'found',
      snippet: 'This Agreement is governed by the laws of Narnia.',
      finding: 'Delaware law applies.',
      recommendation: 'Fine for a Delaware company.',
    },
  ],
  recommendations: ['Remove the automatic renewal.'],
};

const BRIEF = {
  title: 'Mutual NDA',
  description: 'NDA between Acme Robotics Inc. and Beta Analytics LLC; Delaware law.',
};

describe('OpenAI provider: document review and drafting (real SDK, local stub)', () => {
  const stub = new StubResponsesServer();
  let baseUrl: string;
  const reply = (body: unknown) => {
    stub.next = { body: textResponse(typeof body === 'string' ? body : JSON.stringify(body)) };
  };

  const assistant = () =>
    new OpenAIAssistant({
      config: {
        publicUrl: 'https://lexa.example',
        assistant: {
          openaiApiKey: 'sk-test',
          openaiBaseUrl: baseUrl,
          model: 'gpt-4.1-mini',
          timeoutMs: 5_000,
          maxRetries: 0,
        },
      },
      settings: defaultAssistantSettings,
      logger: createLogger('silent'),
    });

  beforeAll(async () => {
    baseUrl = await stub.start();
  });
  afterAll(() => stub.stop());
  beforeEach(() => {
    stub.requests.length = 0;
  });

  it('reviews with structured output, keeping only quotes that are in the document', async () => {
    reply(REVIEW);
    const review = await assistant().reviewDocument(NDA, 'Check the renewal.');
    expect(review).toMatchObject({
      reviewer: 'openai',
      riskLevel: 'medium',
      documentType: 'Non-disclosure agreement',
      recommendations: ['Remove the automatic renewal.'],
    });
    expect(review.items[0]).toMatchObject({
      key: 'auto-renewal',
      status: 'risk',
      snippet: 'This Agreement shall automatically   renew for successive one-year terms.',
    });
    // Narnia is not in the document: the quote is dropped, the finding kept.
    expect(review.items[1]).toMatchObject({ key: 'governing-law', snippet: null, finding: 'Delaware law applies.' });

    const [sent] = stub.requests;
    expect(sent!.path).toBe('/v1/responses');
    expect(sent!.body.instructions).toContain('clause by clause');
    expect(sent!.body.input).toContain("Client's instructions: Check the renewal.");
    expect(sent!.body.input).toContain('--- Document ---\nMUTUAL NON-DISCLOSURE AGREEMENT');
    const format = (sent!.body.text as { format: Record<string, unknown> }).format;
    expect(format).toMatchObject({ type: 'json_schema', name: 'document_review', strict: true });
    expect(format.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['documentType', 'summary', 'riskLevel', 'items', 'recommendations'],
    });
  });

  it.each([
    ['an answer that is not JSON', () => reply('Here is my review: looks fine.')],
    ['a risk level outside the list', () => reply({ ...REVIEW, riskLevel: 'severe' })],
    ['no checklist items', () => reply({ ...REVIEW, items: [] })],
    ['a provider error', () => (stub.next = { status: 500, body: { error: { message: 'boom' } } })],
  ])('falls back to the offline checklist on %s', async (_label, script) => {
    script();
    const review = await assistant().reviewDocument(NDA, '');
    expect(review.reviewer).toBe('offline');
    expect(review.items.find((item) => item.key === 'auto-renewal')).toMatchObject({ status: 'risk' });
  });

  it('outlines with structured output, and a regeneration that repeats the outline falls back to a different one', async () => {
    reply({
      sections: [
        { heading: '1. Parties', notes: ['Acme and Beta'] },
        { heading: 'Confidential Information', notes: [] },
        { heading: 'Term', notes: ['Two years'] },
      ],
    });
    const outline = await assistant().outlineDocument({ ...BRIEF, variant: 0 });
    expect(outline).toBe('1. Parties\n   - Acme and Beta\n\n2. Confidential Information\n\n3. Term\n   - Two years');
    expect((stub.requests[0]!.body.text as { format: { name: string } }).format.name).toBe('document_outline');

    reply({ sections: parseOutline(outline) });
    const again = await assistant().outlineDocument({ ...BRIEF, variant: 1, previous: outline });
    expect(again).not.toBe(outline);
    expect(again).toContain('Definition of Confidential Information');
    expect(stub.requests[1]!.body.input).toContain('propose a clearly different structure');
  });

  it("drafts under the client's headings, and falls back when the sections do not match the outline", async () => {
    const sections = [
      { heading: 'The Parties', notes: [] },
      { heading: 'Secrets We Share', notes: ['Roadmaps and pricing'] },
    ];
    reply({
      sections: [
        { heading: 'Parties', body: 'Acme and Beta agree.' },
        { heading: 'Confidentiality', body: 'Roadmaps and pricing stay secret.' },
      ],
    });
    const drafted = await assistant().draftDocument({ ...BRIEF, sections });
    expect(drafted).toEqual([
      { heading: 'The Parties', body: 'Acme and Beta agree.' },
      { heading: 'Secrets We Share', body: 'Roadmaps and pricing stay secret.' },
    ]);
    expect(stub.requests[0]!.body.input).toContain(`Approved outline:\n${formatOutline(sections)}`);

    reply({ sections: [{ heading: 'Parties', body: 'Only one section.' }] });
    const fallback = await assistant().draftDocument({ ...BRIEF, sections });
    expect(fallback.map((section) => section.heading)).toEqual(['The Parties', 'Secrets We Share']);
    expect(fallback[0]!.body).toContain('Acme Robotics Inc.');
  });

  it('runs a whole review through HTTP when OPENAI_API_KEY is configured', async () => {
    const t = await createTestApp({
      assistant: {
        openaiApiKey: 'sk-test',
        openaiBaseUrl: baseUrl,
        model: 'gpt-4.1-mini',
        timeoutMs: 5_000,
        maxRetries: 0,
      },
    });
    try {
      reply(REVIEW);
      const { token } = await t.signup('openai-review@example.com');
      const { body } = await request(t.app)
        .post('/api/documents/review')
        .set(bearer(token))
        .attach('file', await makePdf(NDA), 'nda.pdf')
        .expect(202);
      await t.settled();
      const review = (await request(t.app).get(`/api/documents/reviews/${body.review.id}`).set(bearer(token))).body
        .review as DocumentReview;
      expect(review).toMatchObject({ status: 'reviewed', reviewSummary: REVIEW.summary, riskLevel: 'medium' });
      expect(review.fullReview!.reviewer).toBe('openai');
      expect(stub.requests.at(-1)!.body.input).toContain('automatically renew');
    } finally {
      await t.close();
    }
  });
});
