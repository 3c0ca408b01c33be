import request from 'supertest';
import sharp from 'sharp';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

const PROFILE = {
  displayName: 'Morgan Lee',
  slug: 'morgan-lee',
  yearsExperience: 7,
  bio: 'Employment and immigration counsel.',
  practiceAreas: ['Employment Law', 'Immigration'],
  barJurisdictions: ['Texas', 'Florida'],
  linkedinUrl: 'https://www.linkedin.com/in/morgan-lee',
  calendlyLink: 'https://calendly.com/morgan-lee/30min',
  videoIntroUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  isPublic: true,
};

const HOUR = 60 * 60 * 1000;

describe('attorney profiles, photos, public pages, reviews and the directory', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let jordan: string;
  let morgan: string;
  let jordanId: string;
  /** The demo client's request worked by Jordan, and one nobody works. */
  let served: string;
  let unserved: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, client, jordan] = await Promise.all([t.tokenFor('admin'), t.tokenFor('client'), t.tokenFor('attorney')]);
    const account = await t.modules.auth.service.createAccount({
      email: 'morgan.lee@lexa.local',
      username: 'morgan.lee@lexa.local',
      firstName: 'Morgan',
      lastName: 'Lee',
      password: 'attorney-pass-123',
      isAttorney: true,
    });
    expect(account.id).toBeTruthy();
    const login = await request(t.app)
      .post('/api/attorney/login')
      .send({ email: 'morgan.lee@lexa.local', password: 'attorney-pass-123' });
    morgan = login.body.token;
    jordanId = (await request(t.app).get('/api/auth/me').set(bearer(jordan))).body.user.id;
    served = (await request(t.app).get('/api/attorney/dashboard').set(bearer(jordan))).body.assignments[0].request.id;
    const own = await request(t.app).get('/api/dashboard/requests').set(bearer(client));
    unserved = own.body.requests.find((r: { id: string }) => r.id !== served).id;
  });
  afterAll(() => t.close());

  const putProfile = (token: string, body: Record<string, unknown>) =>
    request(t.app).put('/api/attorney/profile').set(bearer(token)).send(body);

  describe('the profile form', () => {
    it('creates a profile that is not verified, whatever the body says', async () => {
      expect((await request(t.app).get('/api/attorney/profile').set(bearer(morgan))).body).toEqual({ profile: null });

      const saved = await putProfile(morgan, { ...PROFILE, isVerified: true });

      expect(saved.status).toBe(200);
      expect(saved.body.profile).toMatchObject({ ...PROFILE, isVerified: false, profilePhotoUrl: '' });
      expect((await request(t.app).get('/api/attorney/profile').set(bearer(morgan))).body.profile).toEqual(
        saved.body.profile,
      );
    });

    it('refuses a slug another attorney holds with 409 and a clear message', async () => {
      const taken = await putProfile(morgan, { ...PROFILE, slug: 'jordan-reyes' });

      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({
        error: 'The profile address "jordan-reyes" is already taken. Please choose another.',
        code: 'CONFLICT',
      });
    });

    it('tells whether a slug is free as it is typed', async () => {
      const check = async (slug: string) =>
        (await request(t.app).get('/api/attorney/profile/slug-available').query({ slug }).set(bearer(morgan))).body;

      expect(await check('jordan-reyes')).toEqual({ available: false, reason: 'This address is already taken' });
      expect(await check('morgan-lee')).toEqual({ available: true, reason: '' });
      expect(await check('someone-new')).toEqual({ available: true, reason: '' });
      expect((await check('dashboard')).available).toBe(false);
      expect((await check('-bad slug-')).available).toBe(false);
      const anonymous = await request(t.app).get('/api/attorney/profile/slug-available').query({ slug: 'x1' });
      expect(anonymous.status).toBe(401);
    });

    it.each([
      ['linkedinUrl', 'javascript:alert(1)'],
      ['linkedinUrl', 'linkedin.com/in/morgan'],
      ['calendlyLink', 'ftp://calendly.com/morgan'],
      ['videoIntroUrl', 'https://evil.example.com/watch?v=dQw4w9WgXcQ'],
      ['videoIntroUrl', 'javascript:alert(1)'],
      ['slug', 'login'],
      ['yearsExperience', -1],
    ])('refuses %s = %p with 400', async (field, value) => {
      const refused = await putProfile(morgan, { ...PROFILE, [field]: value });

      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    });

    it('accepts Vimeo and youtu.be videos and empty links', async () => {
      for (const videoIntroUrl of ['https://vimeo.com/76979871', 'https://youtu.be/dQw4w9WgXcQ', '']) {
        const saved = await putProfile(morgan, { ...PROFILE, videoIntroUrl, linkedinUrl: '', calendlyLink: '' });
        expect(saved.status).toBe(200);
      }
      expect((await putProfile(morgan, PROFILE)).status).toBe(200);
    });

    it('is for attorneys only', async () => {
      expect((await putProfile(client, PROFILE)).status).toBe(403);
      expect((await request(t.app).put('/api/attorney/profile').send(PROFILE)).status).toBe(401);
    });
  });

  describe('the photo', () => {
    it('stores a large photo with EXIF resized to 512 px without metadata, at a public address', async () => {
      const original = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Morgan' } })
        .toBuffer();
      expect((await sharp(original).metadata()).exif).toBeDefined();

      const upload = await request(t.app)
        .post('/api/attorney/profile/photo')
        .set(bearer(morgan))
        .attach('photo', original, { filename: 'me.jpg', contentType: 'image/jpeg' });

      expect(upload.status).toBe(201);
      const url: string = upload.body.profilePhotoUrl;
      expect(url).toMatch(/^\/api\/attorney\/public\/photos\/[A-Za-z0-9_-]+$/);
      const served = await request(t.app).get(url).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect([metadata.width, metadata.height]).toEqual([512, 384]);
      expect(metadata.exif).toBeUndefined();
      expect(served.body.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
      expect((await request(t.app).get('/api/attorney/profile').set(bearer(morgan))).body.profile.profilePhotoUrl).toBe(
        url,
      );
    });

    it('replaces a PNG photo and stops serving the old one', async () => {
      const before = (await request(t.app).get('/api/attorney/profile').set(bearer(morgan))).body.profile;
      const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00000000' } })
        .png()
        .toBuffer();

      const upload = await request(t.app)
        .post('/api/attorney/profile/photo')
        .set(bearer(morgan))
        .attach('photo', png, { filename: 'me.png', contentType: 'image/png' });

      expect(upload.status).toBe(201);
      const metadata = await sharp(
        (await request(t.app).get(upload.body.profilePhotoUrl).buffer(true)).body,
      ).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 300, 200]);
      expect((await request(t.app).get(before.profilePhotoUrl)).status).toBe(404);
    });

    it.each([
      ['a text file', Buffer.from('just some notes'), 'notes.txt', 'text/plain'],
      ['a PDF named as a photo', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'photo.png', 'image/png'],
      [
        'a broken image',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]),
        'p.jpg',
        'image/jpeg',
      ],
    ])('refuses %s with 400', async (_what, content, filename, contentType) => {
      const before = (await request(t.app).get('/api/attorney/profile').set(bearer(morgan))).body.profile;

      const upload = await request(t.app)
        .post('/api/attorney/profile/photo')
        .set(bearer(morgan))
        .attach('photo', content, { filename, contentType });

      expect(upload.status).toBe(400);
      expect(upload.body.code).toBe('UNSUPPORTED_FILE_TYPE');
      const after = (await request(t.app).get('/api/attorney/profile').set(bearer(morgan))).body.profile;
      expect(after.profilePhotoUrl).toBe(before.profilePhotoUrl);
    });

    it('serves no stored file that is not a profile photo', async () => {
      const file = await t.storage.files.save((await import('node:stream')).Readable.from([Buffer.from('private')]), {
        filename: 'x.txt',
        contentType: 'text/plain',
      });
      expect((await request(t.app).get(`/api/attorney/public/photos/${file.id}`)).status).toBe(404);
    });
  });

  describe('public pages and the directory', () => {
    it('answers a public profile to anyone, and 404 once it is private', async () => {
      const page = await request(t.app).get('/api/attorney/public/profile/morgan-lee');
      expect(page.status).toBe(200);
      expect(page.body.profile).toMatchObject({
        ...PROFILE,
        user: { firstName: 'Morgan', lastName: 'Lee' },
        overallRating: null,
        totalReviews: 0,
        averageResponseTime: null,
      });
      expect(page.body.profile).not.toHaveProperty('userId');
      expect(page.body.profile).not.toHaveProperty('profilePhotoId');

      expect((await putProfile(morgan, { ...PROFILE, isPublic: false })).status).toBe(200);
      expect((await request(t.app).get('/api/attorney/public/profile/morgan-lee')).status).toBe(404);
      const directory = await request(t.app).get('/api/attorney/public/profiles');
      expect(directory.body.profiles.map((p: { slug: string }) => p.slug)).toEqual(['jordan-reyes']);

      expect((await putProfile(morgan, PROFILE)).status).toBe(200);
    });

    it('searches the directory by name, practice area and state', async () => {
      const slugs = async (query: Record<string, string>) => {
        const response = await request(t.app).get('/api/attorney/public/profiles').query(query);
        expect(response.status).toBe(200);
        return response.body.profiles.map((p: { slug: string }) => p.slug);
      };

      expect(await slugs({})).toEqual(['jordan-reyes', 'morgan-lee']);
      expect(await slugs({ search: 'morg' })).toEqual(['morgan-lee']);
      expect(await slugs({ practiceArea: 'Corporate Law' })).toEqual(['jordan-reyes']);
      expect(await slugs({ state: 'texas' })).toEqual(['morgan-lee']);
      expect(await slugs({ search: 'jordan', state: 'Texas' })).toEqual([]);
      expect(await slugs({ search: '.*' })).toEqual([]);
      const page = await request(t.app).get('/api/attorney/public/profiles');
      expect(page.body).toMatchObject({ total: 2, page: 1, pageSize: 12 });
      expect((await request(t.app).get('/api/attorney/public/profiles').query({ bogus: '1' })).status).toBe(400);
    });

    it("times the attorney's replies to clients in their assigned requests", async () => {
      // The client's first message opens the request's conversation; it is still unanswered, so it times nothing.
      const opened = await request(t.app)
        .post(`/api/dashboard/requests/${served}/updates`)
        .set(bearer(client))
        .send({ message: 'Any news?' });
      expect(opened.status).toBe(201);
      const threadId = (await t.storage.collection('messageThreads').findOne({ requestId: served }))!.id;
      const clientId = (await request(t.app).get('/api/auth/me').set(bearer(client))).body.user.id;
      await t.storage
        .collection('assignments')
        .updateMany({ requestId: served }, { $set: { assignedAt: new Date(0) } });
      const now = Date.now();
      const message = (senderId: string, senderRole: 'client' | 'attorney', hoursAgo: number, isInternal = false) => ({
        threadId,
        senderId,
        senderRole,
        content: 'message',
        isInternal,
        createdAt: new Date(now - hoursAgo * HOUR),
      });
      await t.storage
        .collection('messages')
        .insertMany([
          message(clientId, 'client', 10),
          message(clientId, 'client', 9),
          message(jordanId, 'attorney', 8, true),
          message(jordanId, 'attorney', 6),
          message(clientId, 'client', 5),
          message(jordanId, 'attorney', 1),
        ]);

      const page = await request(t.app).get('/api/attorney/public/profile/jordan-reyes');

      // From 10 h to 6 h ago (the internal note answers nobody), then from 5 h to 1 h ago: 240 minutes each.
      expect(page.body.profile.averageResponseTime).toBe(240);
    });
  });

  describe('reviews', () => {
    const review = (id: string, body: Record<string, unknown> = { rating: 5, comment: 'Clear and fast.' }) =>
      request(t.app).post(`/api/client/requests/${id}/review`).set(bearer(client)).send(body);
    const setStatus = (id: string, status: string) =>
      request(t.app).patch(`/api/admin/requests/${id}/status`).set(bearer(admin)).send({ status });
    const rating = async () => {
      const { profile } = (await request(t.app).get('/api/attorney/public/profile/jordan-reyes')).body;
      return [profile.overallRating, profile.totalReviews];
    };

    it('waits until the request is resolved', async () => {
      const early = await review(served);
      expect(early.status).toBe(409);
      expect(early.body.error).toBe('You can rate your attorney once the request is resolved');
      expect((await request(t.app).get(`/api/client/requests/${served}/review`).set(bearer(client))).body).toEqual({
        canReview: false,
        review: null,
      });
    });

    it('refuses a request no attorney served (403) and another client (404)', async () => {
      expect((await setStatus(unserved, 'resolved')).status).toBe(200);
      expect((await review(unserved)).status).toBe(403);
      const stranger = await t.signup('stranger@example.com');
      const theirs = await request(t.app)
        .post(`/api/client/requests/${served}/review`)
        .set(bearer(stranger.token))
        .send({ rating: 1, comment: '' });
      expect(theirs.status).toBe(404);
      expect((await request(t.app).post(`/api/client/requests/${served}/review`).send({ rating: 1 })).status).toBe(401);
    });

    it.each([{ rating: 0, comment: '' }, { rating: 6, comment: '' }, { rating: 2.5, comment: '' }, { rating: 5 }])(
      'refuses %p with 400',
      async (body) => {
        expect((await review(served, body)).status).toBe(400);
      },
    );

    it('takes one review of a resolved request, which moves the rating; a second is 409', async () => {
      expect(await rating()).toEqual([null, 0]);
      expect((await setStatus(served, 'resolved')).status).toBe(200);
      expect((await request(t.app).get(`/api/client/requests/${served}/review`).set(bearer(client))).body).toEqual({
        canReview: true,
        review: null,
      });

      const left = await review(served, { rating: 4, comment: 'Clear and fast.' });

      expect(left.status).toBe(201);
      expect(left.body.review).toMatchObject({
        requestId: served,
        rating: 4,
        comment: 'Clear and fast.',
        hidden: false,
      });
      expect(await rating()).toEqual([4, 1]);
      const page = (await request(t.app).get('/api/attorney/public/profile/jordan-reyes')).body.profile;
      expect(page.reviews).toEqual([
        { id: left.body.review.id, rating: 4, comment: 'Clear and fast.', createdAt: left.body.review.createdAt },
      ]);
      const directory = (await request(t.app).get('/api/attorney/public/profiles?search=jordan')).body;
      expect(directory.profiles).toEqual([
        expect.objectContaining({ slug: 'jordan-reyes', overallRating: 4, totalReviews: 1 }),
      ]);
      const state = (await request(t.app).get(`/api/client/requests/${served}/review`).set(bearer(client))).body;
      expect(state).toEqual({ canReview: false, review: left.body.review });
      const again = await review(served, { rating: 1, comment: 'Changed my mind' });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('You have already reviewed this request');
      expect(await rating()).toEqual([4, 1]);
    });

    it('lets staff hide and show a review, which leaves and rejoins the rating', async () => {
      const { review: left } = (await request(t.app).get(`/api/client/requests/${served}/review`).set(bearer(client)))
        .body;
      const hide = (token: string, hidden: boolean) =>
        request(t.app).patch(`/api/admin/reviews/${left.id}`).set(bearer(token)).send({ hidden });

      expect((await hide(client, true)).status).toBe(403);
      expect((await hide(jordan, true)).status).toBe(403);
      const hidden = await hide(admin, true);
      expect(hidden.status).toBe(200);
      expect(hidden.body.review.hidden).toBe(true);
      expect(await rating()).toEqual([null, 0]);
      expect((await hide(admin, false)).status).toBe(200);
      expect(await rating()).toEqual([4, 1]);
      expect(
        (await request(t.app).patch('/api/admin/reviews/nope').set(bearer(admin)).send({ hidden: true })).status,
      ).toBe(404);
    });

    it("lists an attorney's reviews for staff only, hidden ones included, and the public page loses a hidden one", async () => {
      const list = (token: string, attorneyId = jordanId) =>
        request(t.app).get(`/api/admin/attorneys/${attorneyId}/reviews`).set(bearer(token));
      const { review: left } = (await request(t.app).get(`/api/client/requests/${served}/review`).set(bearer(client)))
        .body;

      expect((await list(client)).status).toBe(403);
      expect((await list(jordan)).status).toBe(403);
      expect((await list(admin)).body).toEqual({ reviews: [left] });

      const hidden = await request(t.app)
        .patch(`/api/admin/reviews/${left.id}`)
        .set(bearer(admin))
        .send({ hidden: true });
      expect(hidden.status).toBe(200);
      expect((await list(admin)).body.reviews).toEqual([{ ...left, hidden: true }]);
      expect(await rating()).toEqual([null, 0]);
      expect((await request(t.app).get('/api/attorney/public/profile/jordan-reyes')).body.profile.reviews).toEqual([]);
      const morganId = (await request(t.app).get('/api/auth/me').set(bearer(morgan))).body.user.id;
      expect((await list(admin, morganId)).body).toEqual({ reviews: [] });
      expect(
        (await request(t.app).patch(`/api/admin/reviews/${left.id}`).set(bearer(admin)).send({ hidden: 'yes' })).status,
      ).toBe(400);
    });
  });
});
