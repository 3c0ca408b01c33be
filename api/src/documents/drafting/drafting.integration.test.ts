import request from 'supertest';
import type { DocumentDraft } from '@lexa/common';
import { parseOutline } from '../../assistant/outline';
import { binaryBody } from '../../test-support/documents';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { archiveLimits } from '../../platform/files/archive-check';
import { extractDocumentText } from '../extract-text';

const NDA_BRIEF = {
  title: 'Mutual NDA with Beta Analytics',
  description:
    'A mutual non-disclosure agreement between Acme Robotics Inc. and Beta Analytics LLC so we can share our product roadmap before a partnership. Delaware law.',
};

const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Each heading appears in `text`, in this order. */
function expectInOrder(text: string, headings: string[]): void {
  let from = 0;
  for (const heading of headings) {
    const at = text.indexOf(heading, from);
    expect({ heading, found: at >= 0 }).toEqual({ heading, found: true });
    from = at + heading.length;
  }
}

describe('document drafting API', () => {
  let t: TestApp;
  let client: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    client = (await t.signup('drafter@example.com')).token;
    other = (await t.signup('other-drafter@example.com')).token;
  });
  afterAll(() => t.close());

  const api = (token: string) => ({
    get: (path: string) => request(t.app).get(`/api/document-drafts${path}`).set(bearer(token)),
    post: (path: string, body?: object) =>
      request(t.app).post(`/api/document-drafts${path}`).set(bearer(token)).send(body),
    put: (path: string, body: object) =>
      request(t.app).put(`/api/document-drafts${path}`).set(bearer(token)).send(body),
    delete: (path: string) => request(t.app).delete(`/api/document-drafts${path}`).set(bearer(token)),
  });

  it('asks for both title and description', async () => {
    for (const body of [
      { title: '  ', description: 'An NDA' },
      { title: 'NDA', description: '' },
      { title: 'NDA' },
      {},
    ]) {
      const response = await api(client).post('', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Please fill in both title and description');
    }
    expect((await api(client).post('', { ...NDA_BRIEF, extra: 1 })).status).toBe(400);
  });

  it('drafts an NDA: outline, a different outline, the client’s edits, then the PDF and DOCX under the edited headings', async () => {
    const created = await api(client).post('', NDA_BRIEF);
    expect(created.status).toBe(201);
    const draft = created.body.draft as DocumentDraft;
    expect(draft).toMatchObject({ title: NDA_BRIEF.title, status: 'outline_ready', finalDraft: null, sections: [] });
    expect(draft.outline).toMatch(
      /^1\. Parties\n {3}- Acme Robotics Inc\. \(the "Disclosing Party"\) and Beta Analytics LLC/,
    );
    expect(draft.outline).toContain('Definition of Confidential Information');
    expect(draft.outline).toContain('The laws of the State of Delaware');

    const regenerated = await api(client).post(`/${draft.id}/regenerate-outline`);
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.outline).not.toBe(draft.outline);
    expect(regenerated.body.draft).toMatchObject({
      id: draft.id,
      status: 'outline_ready',
      outline: regenerated.body.outline,
    });
    expect(parseOutline(regenerated.body.outline).map((section) => section.heading)).toContain(
      'No Licence and No Warranty',
    );

    // The client renames a section and adds one of their own.
    const edited = `${(regenerated.body.outline as string)
      .replace('Obligations of the Receiving Party', 'Duties of the Recipient')
      .replace(
        /\n\n\d+\. Signatures[\s\S]*$/,
        '',
      )}\n\n20. Data Protection\n   - Personal data in shared materials is processed only as the GDPR allows\n\n21. Signatures`;
    const saved = await api(client).put(`/${draft.id}/outline`, { outline: edited });
    expect(saved.status).toBe(200);
    expect(saved.body.draft).toMatchObject({ status: 'outline_ready', outline: edited });
    const headings = parseOutline(edited).map((section) => section.heading);
    expect(headings).toContain('Duties of the Recipient');
    expect(headings.slice(-2)).toEqual(['Data Protection', 'Signatures']);

    const early = await api(client).get(`/${draft.id}/pdf`);
    expect(early.status).toBe(409);

    const completed = await api(client).post(`/${draft.id}/complete`);
    expect(completed.status).toBe(200);
    const done = completed.body.draft as DocumentDraft;
    expect(done.status).toBe('draft_ready');
    expect(done.sections.map((section) => section.heading)).toEqual(headings);
    const section = (heading: string) => done.sections.find((entry) => entry.heading === heading)!.body;
    // A renamed section keeps its clause; the added one is drafted from the client's note.
    expect(section('Duties of the Recipient')).toContain(
      'The Receiving Party shall: (a) use the Confidential Information solely for the Purpose',
    );
    expect(section('Data Protection')).toContain(
      'With respect to data protection, the Parties agree as follows: Personal data in shared materials is processed only as the GDPR allows.',
    );
    expect(section('Governing Law and Jurisdiction')).toContain('the laws of the State of Delaware');
    expectInOrder(done.finalDraft!, [NDA_BRIEF.title, ...headings.map((heading, index) => `${index + 1}. ${heading}`)]);

    const pdf = await api(client).get(`/${draft.id}/pdf`).buffer(true).parse(binaryBody);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Mutual NDA with Beta Analytics.pdf');
    expectInOrder(flat(await extractDocumentText(pdf.body as Buffer, 'pdf', archiveLimits(t.config))), [
      NDA_BRIEF.title,
      ...headings.map((heading, index) => `${index + 1}. ${heading}`),
    ]);

    const docx = await api(client).get(`/${draft.id}/docx`).buffer(true).parse(binaryBody);
    expect(docx.status).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const docxText = await extractDocumentText(docx.body as Buffer, 'docx', archiveLimits(t.config));
    expectInOrder(docxText, [NDA_BRIEF.title, ...headings.map((heading, index) => `${index + 1}. ${heading}`)]);
    expect(docxText).toContain('Personal data in shared materials is processed only as the GDPR allows.');

    // Revising the outline of a finished draft takes it back to its outline.
    const revised = await api(client).post(`/${draft.id}/regenerate-outline`);
    expect(revised.body.draft).toMatchObject({ status: 'outline_ready', finalDraft: null, sections: [] });
    expect((await api(client).get(`/${draft.id}/docx`)).status).toBe(409);
  });

  it('picks the template from the brief', async () => {
    const cases: [string, string, string][] = [
      ['Offer letter', 'Offer of employment for a senior engineer at $150,000 per year', 'Compensation'],
      ['Demand letter', 'Northwind Traders Ltd owes us $8,500 for an unpaid invoice', 'Amount Owed'],
      ['Privacy policy', 'Privacy policy for our fitness app that collects personal data', 'Your Rights'],
      ['Terms of service', 'Terms of service for our SaaS platform', 'Acceptable Use'],
      ["Founders' agreement", 'Two co-founders splitting equity with vesting', 'Vesting'],
      ['Office lease', 'Lease of a small office space from our landlord', 'Security Deposit'],
      ['Consulting agreement', 'Consulting services agreement for a website redesign', 'Services and Deliverables'],
      ['Partnership memo', 'Two bakeries want to run a joint stand at a market', 'Obligations of the Parties'],
    ];
    for (const [title, description, expected] of cases) {
      const { body } = await api(client).post('', { title, description }).expect(201);
      expect({ title, headings: parseOutline(body.draft.outline).map((section) => section.heading) }).toEqual({
        title,
        headings: expect.arrayContaining([expected]),
      });
    }
  });

  it('validates outline edits and only completes an outline once at a time', async () => {
    const { body } = await api(client)
      .post('', { title: 'Consulting agreement', description: 'Website redesign for $9,000' })
      .expect(201);
    expect((await api(client).put(`/${body.draft.id}/outline`, { outline: '   ' })).body.error).toBe(
      'The outline cannot be empty',
    );
    expect((await api(client).put(`/${body.draft.id}/outline`, {})).status).toBe(400);
    // An outline without numbers is read as one heading per line.
    const plain = await api(client).put(`/${body.draft.id}/outline`, {
      outline: 'Scope of Work\nFees and Payment\nOwnership of the Website',
    });
    expect(plain.status).toBe(200);
    const done = (await api(client).post(`/${body.draft.id}/complete`).expect(200)).body.draft as DocumentDraft;
    expect(done.sections.map((section) => section.heading)).toEqual([
      'Scope of Work',
      'Fees and Payment',
      'Ownership of the Website',
    ]);
    expect(done.sections[1]!.body).toContain('$9,000');

    await t.storage.collection('documentDrafts').updateOne({ id: body.draft.id }, { $set: { status: 'drafting' } });
    expect((await api(client).post(`/${body.draft.id}/complete`)).status).toBe(409);
    expect((await api(client).put(`/${body.draft.id}/outline`, { outline: '1. Scope' })).status).toBe(409);
    // A restart settles a completion that was cut short.
    await t.modules.documentDrafts.service.recover();
    expect((await api(client).get(`/${body.draft.id}`)).body.draft).toMatchObject({
      status: 'outline_ready',
      error: 'Drafting was interrupted. Please try again.',
    });
  });

  it("lists the caller's drafts only and answers 404 for another client's draft", async () => {
    const mine = (await api(client).get('').expect(200)).body;
    expect(mine.total).toBeGreaterThanOrEqual(10);
    expect(mine.drafts[0].title).toBe('Consulting agreement');
    const { body } = await api(other).get('').expect(200);
    expect(body).toMatchObject({ drafts: [], total: 0 });

    const id = mine.drafts[0].id as string;
    for (const call of [
      api(other).get(`/${id}`),
      api(other).get(`/${id}/pdf`),
      api(other).get(`/${id}/docx`),
      api(other).post(`/${id}/complete`),
      api(other).post(`/${id}/regenerate-outline`),
      api(other).put(`/${id}/outline`, { outline: '1. Mine now' }),
      api(other).delete(`/${id}`),
    ]) {
      expect((await call).status).toBe(404);
    }
    expect((await request(t.app).get('/api/document-drafts')).status).toBe(401);
    expect(
      (
        await request(t.app)
          .get('/api/document-drafts')
          .set(bearer(await t.tokenFor('attorney')))
      ).status,
    ).toBe(403);
  });

  it('deletes a draft', async () => {
    const { body } = await api(client).post('', { title: 'Lease', description: 'Apartment lease' }).expect(201);
    expect((await api(client).delete(`/${body.draft.id}`)).status).toBe(204);
    expect((await api(client).get(`/${body.draft.id}`)).status).toBe(404);
    expect((await api(client).delete(`/${body.draft.id}`)).status).toBe(404);
  });
});
