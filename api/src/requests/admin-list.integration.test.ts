import request from 'supertest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

/** Staff's request list: server paging, a text search, and the filter counts from one grouped count. */
describe('admin request list with search', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const requests = t.storage.collection('legalRequests');
    const made = [
      {
        title: 'Boundary fence quarrel',
        description: 'My neighbour moved the fence.',
        status: 'submitted',
        contactName: 'Imogen Quist',
        contactEmail: 'imogen@quist.example',
      },
      {
        title: 'Wage claim',
        description: 'Unpaid overtime since the fence project',
        status: 'in_progress',
        contactName: 'Bert Oyelaran',
        contactEmail: 'bert@oyelaran.example',
      },
      {
        title: 'Estate planning',
        description: 'A will for two children',
        status: 'resolved',
        contactName: 'Carla Quist',
        contactEmail: 'carla@mail.example',
      },
    ] as const;
    for (const [i, fields] of made.entries()) {
      await requests.insert({
        requestNumber: `LR-SEARCH-${i}`,
        clientId: 'c',
        ...fields,
        createdAt: new Date(Date.UTC(2030, 0, i + 1)),
      });
    }
  });
  afterAll(() => t.close());

  const list = (query: string) => request(t.app).get(`/api/admin/requests?${query}`).set(bearer(admin));
  const numbers = (body: { requests: { requestNumber: string }[] }) => body.requests.map((r) => r.requestNumber);

  it('finds a request by a word of its title, its description, its client name and e-mail', async () => {
    for (const search of ['quarrel', 'neighbour', 'imogen', 'imogen@quist.example']) {
      const response = await list(`search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(numbers(response.body)).toEqual(['LR-SEARCH-0']);
    }
  });

  it('pages the search newest first, with the filter counts of what it found', async () => {
    const all = await list('search=quist');
    expect(numbers(all.body)).toEqual(['LR-SEARCH-2', 'LR-SEARCH-0']);
    expect(all.body).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 20,
      counts: { all: 2, pending: 1, in_progress: 0, completed: 1 },
    });
    const second = await list('search=fence&pageSize=1&page=2');
    expect(numbers(second.body)).toEqual(['LR-SEARCH-0']);
    expect(second.body.total).toBe(2);
    const pending = await list('search=fence&status=in_progress');
    expect(numbers(pending.body)).toEqual(['LR-SEARCH-1']);
    expect(pending.body.total).toBe(1);
  });

  it('reads one page and one grouped count per call, never a count per filter', async () => {
    const collection = t.storage.collection('legalRequests');
    const count = jest.spyOn(collection, 'count');
    const countBy = jest.spyOn(collection, 'countBy');
    const find = jest.spyOn(collection, 'find');
    try {
      const response = await list('status=pending');
      expect(response.status).toBe(200);
      expect(count).not.toHaveBeenCalled();
      expect(countBy).toHaveBeenCalledTimes(1);
      expect(find).toHaveBeenCalledTimes(1);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('treats any search as text: quotes, operators, 10,000 characters, unicode', async () => {
    const hostile = [
      '"',
      'fence AND',
      'NEAR(fence wage)',
      '-fence',
      'fence*',
      "'; DROP TABLE x; --",
      '🙂 ü',
      'q'.repeat(10_000),
      '   ',
    ];
    for (const search of hostile) {
      const response = await list(`search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body.requests)).toBe(true);
    }
    expect(numbers((await list(`search=${encodeURIComponent('"fence" -wage*')}`)).body)).toEqual(['LR-SEARCH-1']);
  });

  it('answers 400 in the one error shape for paging out of range or a search too long', async () => {
    for (const query of [
      'page=0',
      'page=10001',
      'pageSize=0',
      'pageSize=101',
      'page=x',
      `search=${'q'.repeat(10_001)}`,
      'search=a&search=b',
    ]) {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
